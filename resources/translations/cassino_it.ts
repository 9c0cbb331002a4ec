<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>json_words</name>
    <message>
        <source>the text {text}</source>
        <translation>il testo {text}</translation>
    </message>
    <message>
        <source>a number too big</source>
        <translation>un numero troppo grande</translation>
    </message>
    <message>
        <source>a fraction</source>
        <translation>un numero decimale</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an empty list</source>
        <translation>una lista vuota</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>qualcos'altro</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <source>it was written by a newer version ({version})</source>
        <translation>è stato scritto da una versione più recente ({version})</translation>
    </message>
    <message>
        <source>the deal of game {number} is not what it promised: {reason}</source>
        <translation>la distribuzione della partita {number} non corrisponde a quanto promesso: {reason}</translation>
    </message>
    <message>
        <source>it is {problem}</source>
        <translation>è {problem}</translation>
    </message>
    <message numerus="yes">
        <source>it must be for %n player(s) in {variant}, not {value}</source>
        <translation>
            <numerusform>deve essere per %n giocatore in {variant}, non {value}</numerusform>
            <numerusform>deve essere per %n giocatori in {variant}, non {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>it must be for {first} or {second} players in {variant}, not {value}</source>
        <translation>deve essere per {first} o {second} giocatori in {variant}, non {value}</translation>
    </message>
    <message>
        <source>it must be for {first} or {second} or {third} players in {variant}, not {value}</source>
        <translation>deve essere per {first} o {second} o {third} giocatori in {variant}, non {value}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>non è un file di testo</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>è vuoto</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>è annidato troppo in profondità</translation>
    </message>
    <message>
        <source>it is {value}, not a saved match</source>
        <translation>è {value}, non un incontro salvato</translation>
    </message>
    <message>
        <source>it is not a saved Cassino match</source>
        <translation>non è un incontro di Cassino salvato</translation>
    </message>
    <message>
        <source>it has no {key}</source>
        <translation>non ha il campo {key}</translation>
    </message>
    <message>
        <source>its version must be a whole number, not {value}</source>
        <translation>la versione deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>it has an unknown version ({version})</source>
        <translation>ha una versione sconosciuta ({version})</translation>
    </message>
    <message>
        <source>it has an unknown field {key}</source>
        <translation>contiene il campo sconosciuto {key}</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}, not {value}</source>
        <translation>il seme deve essere un numero intero da 0 a {largest}, non {value}</translation>
    </message>
    <message>
        <source>its first leader must be a seat from 0 to {last}, not {value}</source>
        <translation>chi inizia la prima partita deve essere un posto da 0 a {last}, non {value}</translation>
    </message>
    <message numerus="yes">
        <source>its totals must be a list of %n score(s), not {value}</source>
        <translation>
            <numerusform>i totali devono essere una lista di %n punteggio, non {value}</numerusform>
            <numerusform>i totali devono essere una lista di %n punteggi, non {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>total {number} must be a whole number from 0 up, not {value}</source>
        <translation>il totale {number} deve essere un numero intero da 0 in su, non {value}</translation>
    </message>
    <message>
        <source>its games must be a list of games, not {value}</source>
        <translation>le partite devono essere una lista di partite, non {value}</translation>
    </message>
    <message>
        <source>its {key} must be true or false, not {value}</source>
        <translation>il campo {key} deve essere true o false, non {value}</translation>
    </message>
    <message>
        <source>its seats cannot be played: {reason}</source>
        <translation>i posti non sono giocabili: {reason}</translation>
    </message>
    <message>
        <source>its daily deal must be a date such as {example}, not {value}</source>
        <translation>la distribuzione del giorno deve essere una data come {example}, non {value}</translation>
    </message>
    <message>
        <source>its seed is not the daily deal of {day}</source>
        <translation>il seme non è quello della distribuzione del giorno del {day}</translation>
    </message>
    <message numerus="yes">
        <source>its deals must be a list of at most %n deal(s), not {value}</source>
        <translation>
            <numerusform>le distribuzioni devono essere una lista di al massimo %n distribuzione, non {value}</numerusform>
            <numerusform>le distribuzioni devono essere una lista di al massimo %n distribuzioni, non {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal of game {number} must be an object of {keys}</source>
        <translation>la distribuzione della partita {number} deve essere un oggetto con {keys}</translation>
    </message>
    <message numerus="yes">
        <source>the deal of game {number} must hold texts (a cut of %n character(s) at most)</source>
        <translation>
            <numerusform>la distribuzione della partita {number} deve contenere testi (con un taglio di al massimo %n carattere)</numerusform>
            <numerusform>la distribuzione della partita {number} deve contenere testi (con un taglio di al massimo %n caratteri)</numerusform>
        </translation>
    </message>
    <message>
        <source>the game in progress must be a list of moves, not {value}</source>
        <translation>la partita in corso deve essere una lista di mosse, non {value}</translation>
    </message>
    <message>
        <source>game {game} must be a list of moves, not {value}</source>
        <translation>la partita {game} deve essere una lista di mosse, non {value}</translation>
    </message>
    <message>
        <source>move {move} of the game in progress must be text such as {example}, not {value}</source>
        <translation>la mossa {move} della partita in corso deve essere un testo come {example}, non {value}</translation>
    </message>
    <message>
        <source>move {move} of game {game} must be text such as {example}, not {value}</source>
        <translation>la mossa {move} della partita {game} deve essere un testo come {example}, non {value}</translation>
    </message>
    <message>
        <source>its variant must be a name such as {example}, not {value}</source>
        <translation>la variante deve essere un nome come {example}, non {value}</translation>
    </message>
    <message>
        <source>its variant {name} is unknown</source>
        <translation>la variante {name} è sconosciuta</translation>
    </message>
    <message>
        <source>its house rules must be an object, not {value}</source>
        <translation>le regole della casa devono essere un oggetto, non {value}</translation>
    </message>
    <message>
        <source>its house rules are wrong: {reason}</source>
        <translation>le regole della casa sono errate: {reason}</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}</source>
        <translation>il seme deve essere un numero intero da 0 a {largest}</translation>
    </message>
    <message>
        <source>it is not the daily deal of {day} as it is dealt</source>
        <translation>non corrisponde alla distribuzione del giorno del {day} così come viene distribuita</translation>
    </message>
    <message>
        <source>game {number} was played after the match was over</source>
        <translation>la partita {number} è stata giocata dopo la fine dell'incontro</translation>
    </message>
    <message>
        <source>game {number} does not end after its moves</source>
        <translation>la partita {number} non finisce dopo le sue mosse</translation>
    </message>
    <message>
        <source>its scores do not match its moves</source>
        <translation>i punteggi non corrispondono alle mosse</translation>
    </message>
    <message>
        <source>it has moves of a game {number} but the match was over after game {last}</source>
        <translation>ha mosse di una partita {number}, ma l'incontro era finito dopo la partita {last}</translation>
    </message>
    <message>
        <source>game {number} is over after its moves but is saved as the game in progress</source>
        <translation>la partita {number} è finita dopo le sue mosse ma è salvata come partita in corso</translation>
    </message>
    <message>
        <source>move {move} of game {game} is not a move: {reason}</source>
        <translation>la mossa {move} della partita {game} non è una mossa: {reason}</translation>
    </message>
    <message>
        <source>move {move} of game {game} comes after the end of the game</source>
        <translation>la mossa {move} della partita {game} viene dopo la fine della partita</translation>
    </message>
    <message>
        <source>move {move} of game {game} is illegal: {reason}</source>
        <translation>la mossa {move} della partita {game} non è valida: {reason}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>more games won and drawn than games played</source>
        <translation>più partite vinte e pareggiate che partite giocate</translation>
    </message>
    <message>
        <source>more matches won than matches played</source>
        <translation>più incontri vinti che incontri giocati</translation>
    </message>
    <message>
        <source>the longest winning streak is longer than the games won</source>
        <translation>la serie di vittorie più lunga supera le partite vinte</translation>
    </message>
    <message>
        <source>the current winning streak is longer than the longest</source>
        <translation>la serie di vittorie attuale supera quella più lunga</translation>
    </message>
    <message>
        <source>more games with undo than games played</source>
        <translation>più partite con annullamento che partite giocate</translation>
    </message>
    <message>
        <source>more games given up than games lost</source>
        <translation>più partite abbandonate che partite perse</translation>
    </message>
    <message>
        <source>a best score or sweeps without any game played</source>
        <translation>un miglior punteggio o delle scope senza nessuna partita giocata</translation>
    </message>
    <message>
        <source>more deals counted than games played</source>
        <translation>più distribuzioni contate che partite giocate</translation>
    </message>
    <message>
        <source>more cards dealt than the deals held</source>
        <translation>più carte distribuite di quante ne contenessero le distribuzioni</translation>
    </message>
    <message>
        <source>more big cassino dealt than the deals held</source>
        <translation>più Cassino grandi distribuiti di quanti ne contenessero le distribuzioni</translation>
    </message>
    <message>
        <source>more little cassino dealt than the deals held</source>
        <translation>più Cassino piccoli distribuiti di quanti ne contenessero le distribuzioni</translation>
    </message>
    <message>
        <source>more aces dealt than the deals held</source>
        <translation>più assi distribuiti di quanti ne contenessero le distribuzioni</translation>
    </message>
    <message>
        <source>more spades dealt than the deals held</source>
        <translation>più picche distribuite di quante ne contenessero le distribuzioni</translation>
    </message>
    <message>
        <source>daily {field} must be a text, not {value}</source>
        <translation>il campo {field} della distribuzione del giorno deve essere un testo, non {value}</translation>
    </message>
    <message>
        <source>daily {field} must be a whole number from 0 up, not {value}</source>
        <translation>il campo {field} della distribuzione del giorno deve essere un numero intero da 0 in su, non {value}</translation>
    </message>
    <message>
        <source>daily {field} is implausibly large ({value})</source>
        <translation>il campo {field} della distribuzione del giorno è inverosimilmente grande ({value})</translation>
    </message>
    <message numerus="yes">
        <source>daily days must be a list of at most %n date(s)</source>
        <translation>
            <numerusform>il campo days della distribuzione del giorno deve essere un elenco di al massimo %n data</numerusform>
            <numerusform>il campo days della distribuzione del giorno deve essere un elenco di al massimo %n date</numerusform>
        </translation>
    </message>
    <message>
        <source>daily days must be dates in order, each once, after {field}</source>
        <translation>il campo days della distribuzione del giorno deve contenere date in ordine, ciascuna una volta, dopo {field}</translation>
    </message>
    <message>
        <source>daily dates are written {example}, not {text}</source>
        <translation>le date della distribuzione del giorno si scrivono {example}, non {text}</translation>
    </message>
    <message>
        <source>the daily result {result} is not {won}, {lost} or {drawn}</source>
        <translation>il risultato della distribuzione del giorno {result} non è {won}, {lost} o {drawn}</translation>
    </message>
    <message>
        <source>more daily deals won, or in a row, than played</source>
        <translation>più distribuzioni del giorno vinte, o di fila, che giocate</translation>
    </message>
    <message>
        <source>more games won or drawn than played</source>
        <translation>più partite vinte o pareggiate che giocate</translation>
    </message>
    <message>
        <source>{field} must be a whole number, not {value}</source>
        <translation>{field} deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>{field} must not be negative (it is {value})</source>
        <translation>{field} non deve essere negativo (vale {value})</translation>
    </message>
    <message>
        <source>{field} is implausibly large ({value})</source>
        <translation>{field} è inverosimilmente grande ({value})</translation>
    </message>
    <message>
        <source>statistics must be text, not {value}</source>
        <translation>le statistiche devono essere testo, non {value}</translation>
    </message>
    <message>
        <source>expected a JSON object, not {value}</source>
        <translation>era atteso un oggetto JSON, non {value}</translation>
    </message>
    <message>
        <source>not a Cassino statistics file (the format is not {format})</source>
        <translation>non è un file delle statistiche di Cassino (il formato non è {format})</translation>
    </message>
    <message>
        <source>the version must be a whole number, not {value}</source>
        <translation>la versione deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>written by a newer version of Cassino (statistics version {version})</source>
        <translation>scritto da una versione più recente di Cassino (versione delle statistiche {version})</translation>
    </message>
    <message>
        <source>unsupported statistics version {version}</source>
        <translation>versione delle statistiche {version} non supportata</translation>
    </message>
    <message>
        <source>unknown key {key}</source>
        <translation>chiave sconosciuta {key}</translation>
    </message>
    <message>
        <source>no {key} key</source>
        <translation>manca la chiave {key}</translation>
    </message>
    <message>
        <source>{key} must be an object, not {value}</source>
        <translation>{key} deve essere un oggetto, non {value}</translation>
    </message>
    <message>
        <source>unknown variant {name}</source>
        <translation>variante sconosciuta {name}</translation>
    </message>
    <message>
        <source>{key} must be the mark of a game, not {value}</source>
        <translation>il campo {key} deve essere il contrassegno di una partita, non {value}</translation>
    </message>
    <message>
        <source>{key}: expected an object, not {value}</source>
        <translation>{key}: era atteso un oggetto, non {value}</translation>
    </message>
    <message>
        <source>{key}: implausibly many ({count})</source>
        <translation>{key}: troppe voci per essere plausibili ({count})</translation>
    </message>
    <message>
        <source>{key}: {name} is not a name</source>
        <translation>{key}: {name} non è un nome</translation>
    </message>
    <message>
        <source>{key}: {name}'s record must be an object of {fields}</source>
        <translation>{key}: i dati di {name} devono essere un oggetto con {fields}</translation>
    </message>
    <message>
        <source>{key}: {name}: {problem}</source>
        <translation>{key}: {name}: {problem}</translation>
    </message>
    <message>
        <source>{key}: unknown field {field}</source>
        <translation>{key}: campo sconosciuto {field}</translation>
    </message>
    <message>
        <source>{key}: missing field {field}</source>
        <translation>{key}: manca il campo {field}</translation>
    </message>
    <message>
        <source>{key}: {problem}</source>
        <translation>{key}: {problem}</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>was written by a newer version of Cassino</source>
        <translation>è stato scritto da una versione più recente di Cassino</translation>
    </message>
    <message>
        <source>{directory} is a file, not a folder</source>
        <translation>{directory} è un file, non una cartella</translation>
    </message>
    <message>
        <source>the folder {directory} could not be made: {reason}</source>
        <translation>non è stato possibile creare la cartella {directory}: {reason}</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>una pipe con nome</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un file speciale</translation>
    </message>
    <message>
        <source>is not a regular file ({kind})</source>
        <translation>non è un file normale ({kind})</translation>
    </message>
    <message>
        <source>Your saved game {path} {why}, so it was left as it is and your games are saved beside it as {beside}.</source>
        <translation>Il tuo salvataggio {path} {why}, quindi è stato lasciato com'è e le tue partite vengono salvate accanto, in {beside}.</translation>
    </message>
    <message>
        <source>Your saved game {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your games are not saved this time.</source>
        <translation>Il tuo salvataggio {path} {why} e {beside}, accanto a esso, {why_beside}, quindi entrambi sono stati lasciati come sono e questa volta le tue partite non vengono salvate.</translation>
    </message>
    <message>
        <source>The game could not be saved because it could not be written as JSON ({error})</source>
        <translation>Non è stato possibile salvare la partita perché non si è potuta scrivere in JSON ({error})</translation>
    </message>
    <message>
        <source>The game could not be saved because {problem}</source>
        <translation>Non è stato possibile salvare la partita perché {problem}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Non è stato possibile salvare la partita in {path}: {reason}</translation>
    </message>
    <message>
        <source>it could not be opened: {reason}</source>
        <translation>non è stato possibile aprirlo: {reason}</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>è decisamente troppo grande</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>non è un file di testo</translation>
    </message>
    <message>
        <source>it could not be understood: {error}</source>
        <translation>non è stato possibile interpretarlo: {error}</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>Non è stato possibile leggere il tuo salvataggio ({reason}) né metterlo da parte, quindi inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>Non è stato possibile leggere il tuo salvataggio ({reason}), quindi è stato messo da parte e inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>Non è stato possibile leggere la partita salvata come {name} ({reason}) né metterla da parte, quindi inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>Non è stato possibile leggere la partita salvata come {name} ({reason}), quindi è stata messa da parte e inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why}, so it was left as it is and your statistics are kept beside it in {beside}.</source>
        <translation>Il tuo file delle statistiche {path} {why}, quindi è stato lasciato com'è e le tue statistiche vengono conservate accanto, in {beside}.</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your statistics are not saved this time.</source>
        <translation>Il tuo file delle statistiche {path} {why} e {beside}, accanto a esso, {why_beside}, quindi entrambi sono stati lasciati come sono e questa volta le tue statistiche non vengono salvate.</translation>
    </message>
    <message>
        <source>Your statistics could not be read from {path} ({reason}), so they will not be saved this time.</source>
        <translation>Non è stato possibile leggere le tue statistiche da {path} ({reason}), quindi questa volta non verranno salvate.</translation>
    </message>
    <message>
        <source>the file is far too large</source>
        <translation>il file è decisamente troppo grande</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>il file non è di testo</translation>
    </message>
    <message>
        <source>Your statistics could not be saved because {problem}</source>
        <translation>Non è stato possibile salvare le tue statistiche perché {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Your statistics were not saved this time: another Cassino kept them busy for over %n second(s).</source>
        <translation>
            <numerusform>Questa volta le tue statistiche non sono state salvate: un altro Cassino le ha tenute occupate per più di %n secondo.</numerusform>
            <numerusform>Questa volta le tue statistiche non sono state salvate: un altro Cassino le ha tenute occupate per più di %n secondi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be locked in {folder} ({reason}), so they were not saved this time.</source>
        <translation>Non è stato possibile bloccare le tue statistiche in {folder} ({reason}), quindi questa volta non sono state salvate.</translation>
    </message>
    <message>
        <source>Your statistics were not saved, so as not to replace {path}, which could not be read.</source>
        <translation>Le tue statistiche non sono state salvate, per non sostituire {path}, che non è stato possibile leggere.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}).</source>
        <translation>Non è stato possibile salvare le tue statistiche in {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path} ({reason}).</source>
        <translation>Non è stato possibile salvare le tue statistiche in {path} ({reason}).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>Il tuo file delle statistiche era danneggiato ({reason}) e non è stato possibile metterlo da parte ({why}), quindi le tue statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>Il tuo file delle statistiche era danneggiato ({reason}), quindi è stato messo da parte come {aside} e le tue statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>Il tuo file delle statistiche {name} era danneggiato ({reason}) e non è stato possibile metterlo da parte ({why}), quindi le tue statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>Il tuo file delle statistiche {name} era danneggiato ({reason}), quindi è stato messo da parte come {aside} e le tue statistiche ripartono da zero.</translation>
    </message>
</context>
<context>
    <name>builtin_deck</name>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quattro colori</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Caratteri grandi</translation>
    </message>
    <message>
        <source>Large print, four colours</source>
        <translation>Caratteri grandi, quattro colori</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>deck_themes</name>
    <message>
        <source>The folder contains no SVG file.</source>
        <translation>La cartella non contiene alcun file SVG.</translation>
    </message>
    <message>
        <source>The file is not a valid SVG image.</source>
        <translation>Il file non è un'immagine SVG valida.</translation>
    </message>
    <message>
        <source>The file contains no card elements.</source>
        <translation>Il file non contiene elementi di carte.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Il file non esiste.</translation>
    </message>
    <message>
        <source>The file could not be read: {reason}.</source>
        <translation>Non è stato possibile leggere il file: {reason}.</translation>
    </message>
    <message>
        <source>The file is not a valid compressed SVG image.</source>
        <translation>Il file non è un'immagine SVG compressa valida.</translation>
    </message>
    <message>
        <source>The file is far too large to be a card deck.</source>
        <translation>Il file è troppo grande per essere un mazzo di carte.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <source>The card theme {name} could not be loaded ({reason}); using the built-in deck.</source>
        <translation>Non è stato possibile caricare il tema di carte {name} ({reason}); si usa il mazzo incorporato.</translation>
    </message>
</context>
<context>
    <name>table_controller</name>
    <message>
        <source>The coach is weighing your moves…</source>
        <translation>L'allenatore sta valutando le tue mosse…</translation>
    </message>
    <message>
        <source>Final point difference with best play (all cards are known in the last deal)</source>
        <translation>Differenza di punti finale con il gioco migliore (nell'ultima distribuzione tutte le carte sono note)</translation>
    </message>
    <message>
        <source>Estimated point difference (you minus the computer) by the end of this round, averaged over deals of the cards you cannot see</source>
        <translation>Differenza di punti stimata (tu meno il computer) alla fine di questo giro, in media sulle possibili distribuzioni delle carte che non vedi</translation>
    </message>
    <message>
        <source>{points} points (best)</source>
        <translation>{points} punti (la migliore)</translation>
    </message>
    <message>
        <source>{points} points (about as good as the best)</source>
        <translation>{points} punti (quasi come la migliore)</translation>
    </message>
    <message>
        <source>{points} points ({gap} against the best)</source>
        <translation>{points} punti ({gap} rispetto alla migliore)</translation>
    </message>
    <message>
        <source>Game over. Choose Next game in the Game menu (F3).</source>
        <translation>Partita finita. Scegli Partita successiva nel menu Partita (F3).</translation>
    </message>
    <message>
        <source>The match is over. Press F2 for a new match.</source>
        <translation>L'incontro è finito. Premi F2 per un nuovo incontro.</translation>
    </message>
    <message>
        <source>The game is over. Press F2 for a new game.</source>
        <translation>La partita è finita. Premi F2 per una nuova partita.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>Hint: {move} (press Enter to play it).</source>
        <translation>Suggerimento: {move} (premi Invio per giocarla).</translation>
    </message>
    <message>
        <source>The daily deal's first try counts as it is played: no taking back, no dealing again.</source>
        <translation>Il primo tentativo della distribuzione del giorno conta così come viene giocato: niente annullamenti, niente nuove distribuzioni.</translation>
    </message>
    <message>
        <source>A replay of the daily deal: only the day's first try counts.</source>
        <translation>Una ripetizione della distribuzione del giorno: conta solo il primo tentativo del giorno.</translation>
    </message>
    <message>
        <source>Games won: {scores}</source>
        <translation>Partite vinte: {scores}</translation>
    </message>
    <message>
        <source>Match (to {target}): {scores}</source>
        <translation>Incontro (a {target}): {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}♠</source>
        <translation>{name}: {cards}, {spades}♠</translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n picca</numerusform>
            <numerusform>%n picche</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}</source>
        <translation>{name}: {cards}, {spades}</translation>
    </message>
    <message>
        <source>Game {number} is over: {scores}.</source>
        <translation>La partita {number} è finita: {scores}.</translation>
    </message>
    <message>
        <source>The match is drawn: {scores}.</source>
        <translation>L'incontro finisce in parità: {scores}.</translation>
    </message>
    <message>
        <source>{name} win the match: {scores}.</source>
        <translation>Vincitori dell'incontro: {name} ({scores}).</translation>
    </message>
    <message>
        <source>You win the match: {scores}.</source>
        <translation>Vinci l'incontro: {scores}.</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}.</source>
        <translation>{name} vince l'incontro: {scores}.</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt from a sealed deck —</source>
        <translation>— {title}, partita {number}, distribuita da un mazzo sigillato —</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. This first try counts.</source>
        <translation>Una partita di {title}, con le stesse carte per tutti in questa data. Questo primo tentativo conta.</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. A replay: only the day's first try counts.</source>
        <translation>Una partita di {title}, con le stesse carte per tutti in questa data. È una ripetizione: conta solo il primo tentativo del giorno.</translation>
    </message>
    <message>
        <source>— Daily deal, {day} —</source>
        <translation>— Distribuzione del giorno, {day} —</translation>
    </message>
    <message>
        <source>— {title}, game {number} (match seed {seed}) —</source>
        <translation>— {title}, partita {number} (seme dell'incontro {seed}) —</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt fairly —</source>
        <translation>— {title}, partita {number}, distribuita in modo equo —</translation>
    </message>
    <message>
        <source>Sealed before the deal: commitment {commitment}, then cut. The secret is revealed when the game is over (Game ▸ Fair deal).</source>
        <translation>Sigillato prima della distribuzione: impegno {commitment}, poi il taglio. Il segreto viene rivelato a partita finita (Partita ▸ Distribuzione equa).</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: four more cards each (%n left in the stock).</source>
        <translation>
            <numerusform>Giro {round}: altre quattro carte a testa (%n rimasta nel mazzo).</numerusform>
            <numerusform>Giro {round}: altre quattro carte a testa (%n rimaste nel mazzo).</numerusform>
        </translation>
    </message>
    <message>
        <source>The daily deal of {day}, won, is counted; winning streak {streak}.</source>
        <translation>La distribuzione del giorno del {day}, vinta, è stata registrata; serie di vittorie: {streak}.</translation>
    </message>
    <message>
        <source>The daily deal of {day}, lost, is counted; winning streak {streak}.</source>
        <translation>La distribuzione del giorno del {day}, persa, è stata registrata; serie di vittorie: {streak}.</translation>
    </message>
    <message>
        <source>The daily deal of {day}, drawn, is counted; winning streak {streak}.</source>
        <translation>La distribuzione del giorno del {day}, pareggiata, è stata registrata; serie di vittorie: {streak}.</translation>
    </message>
    <message>
        <source>The deal was restarted: the same cards, from the first move.</source>
        <translation>La distribuzione è ricominciata: stesse carte, dalla prima mossa.</translation>
    </message>
    <message>
        <source>The saved match could not be resumed: {reason}.</source>
        <translation>Non è stato possibile riprendere l'incontro salvato: {reason}.</translation>
    </message>
    <message>
        <source>Resumed the saved match.</source>
        <translation>Incontro salvato ripreso.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passa lo schermo a {name}.</translation>
    </message>
    <message>
        <source>Last capture: {move}</source>
        <translation>Ultima presa: {move}</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partita finita.</translation>
    </message>
    <message>
        <source>Click the table or press Space to go on.</source>
        <translation>Clicca sul tavolo o premi Spazio per continuare.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>In attesa di {name}…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>{name}, your turn: drag a card, or select cards and press a button.</source>
        <translation>{name}, tocca a te: trascina una carta, oppure seleziona le carte e premi un pulsante.</translation>
    </message>
    <message>
        <source>Your turn: drag a card, or select cards and press a button.</source>
        <translation>Tocca a te: trascina una carta, oppure seleziona le carte e premi un pulsante.</translation>
    </message>
    <message>
        <source>The computer chose a move the rules refuse ({reason}).</source>
        <translation>Il computer ha scelto una mossa che le regole non consentono ({reason}).</translation>
    </message>
    <message>
        <source>The computer is stuck; start a new game (F2).</source>
        <translation>Il computer è bloccato; inizia una nuova partita (F2).</translation>
    </message>
    <message>
        <source>The lead can be passed only before the first move of a match.</source>
        <translation>Si può cedere l'inizio solo prima della prima mossa di un incontro.</translation>
    </message>
    <message>
        <source>Undo is turned off in Settings.</source>
        <translation>L'annullamento è disattivato nelle Impostazioni.</translation>
    </message>
    <message>
        <source>Someone else has played since your last move, and their move is theirs to take back.</source>
        <translation>Qualcun altro ha giocato dopo la tua ultima mossa, e solo chi l'ha giocata può annullare la propria mossa.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this game.</source>
        <translation>In questa partita non hai mosse da annullare.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} ha annullato la sua ultima mossa.</translation>
    </message>
    <message>
        <source>{name} took back their last move and the replies to it.</source>
        <translation>{name} ha annullato la sua ultima mossa e le risposte successive.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Hai annullato la tua ultima mossa.</translation>
    </message>
    <message>
        <source>You took back your last move and the replies to it.</source>
        <translation>Hai annullato la tua ultima mossa e le risposte successive.</translation>
    </message>
    <message>
        <source>There is nothing taken back to play again.</source>
        <translation>Non c'è niente di annullato da rigiocare.</translation>
    </message>
    <message>
        <source>{name} played their move again.</source>
        <translation>{name} ha rigiocato la sua mossa.</translation>
    </message>
    <message>
        <source>{name} played their move and the replies again.</source>
        <translation>{name} ha rigiocato la sua mossa e le risposte successive.</translation>
    </message>
    <message>
        <source>You played your move again.</source>
        <translation>Hai rigiocato la tua mossa.</translation>
    </message>
    <message>
        <source>You played your move and the replies again.</source>
        <translation>Hai rigiocato la tua mossa e le risposte successive.</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>The coach weighs your moves when it is your turn.</source>
        <translation>L'allenatore valuta le tue mosse quando tocca a te.</translation>
    </message>
    <message>
        <source>The coach is off: Game ▸ Coach (Ctrl+K) turns it on.</source>
        <translation>L'allenatore è disattivato: attivalo con Partita ▸ Allenatore (Ctrl+K).</translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} per {people} persone e %n computer?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} per {people} persone e %n computer?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} per {people} persone e %n computer?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} per {people} persone e %n computer?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for %n people?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} per %n persona?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} per %n persone?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for %n people?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} per %n persona?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} per %n persone?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} con %n avversario controllato dal computer?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare un incontro di {title} con %n avversari controllati dal computer?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} con %n avversario controllato dal computer?</numerusform>
            <numerusform>Vuoi abbandonare questa partita e iniziare una nuova partita di {title} con %n avversari controllati dal computer?</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game and start a match of {title}?</source>
        <translation>Vuoi abbandonare questa partita e iniziare un incontro di {title}?</translation>
    </message>
    <message>
        <source>Abandon this game and start a game of {title}?</source>
        <translation>Vuoi abbandonare questa partita e iniziare una nuova partita di {title}?</translation>
    </message>
    <message>
        <source>This is your counted try at the daily deal: leaving it counts the day as lost.</source>
        <translation>Questo è il tuo tentativo valido per la distribuzione del giorno: se lo abbandoni, il giorno conta come perso.</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>A game given up counts as lost.</source>
        <translation>Una partita abbandonata conta come persa.</translation>
    </message>
    <message>
        <source>Abandon this game to play online?</source>
        <translation>Abbandonare questa partita per giocare online?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new match?</source>
        <translation>Vuoi abbandonare questa partita e distribuire un nuovo incontro?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new game?</source>
        <translation>Vuoi abbandonare questa partita e distribuire una nuova partita?</translation>
    </message>
    <message>
        <source>Today's daily deal is on the table: this is your counted try.</source>
        <translation>La distribuzione del giorno è sul tavolo: questo è il tuo tentativo valido.</translation>
    </message>
    <message>
        <source>Abandon this game and deal today's daily deal?</source>
        <translation>Vuoi abbandonare questa partita e giocare la distribuzione del giorno?</translation>
    </message>
    <message>
        <source>You have played today's daily deal: this replay does not count in Statistics.</source>
        <translation>Hai già giocato la distribuzione del giorno: questa ripetizione non conta nelle statistiche.</translation>
    </message>
    <message>
        <source>Deal this game again from the start? Its moves so far are lost.</source>
        <translation>Vuoi distribuire di nuovo questa partita dall'inizio? Le mosse fatte finora andranno perse.</translation>
    </message>
    <message>
        <source>An online game can be reviewed once both seats have checked its deal.</source>
        <translation>Una partita online si può rivedere quando entrambi i posti ne hanno verificato la distribuzione.</translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed.</source>
        <translation>Si può rivedere solo una partita finita.</translation>
    </message>
    <message>
        <source>{title}, game {number}</source>
        <translation>{title}, partita {number}</translation>
    </message>
    <message>
        <source>An online game is dealt from a sealed deck, not a seed: it has no line to copy.</source>
        <translation>Una partita online è distribuita da un mazzo sigillato, non da un seme: non ha una riga da copiare.</translation>
    </message>
    <message>
        <source>This game cannot be written as a line: {reason}.</source>
        <translation>Questa partita non può essere scritta come riga: {reason}.</translation>
    </message>
    <message>
        <source>The daily deal is on the clipboard as one line, its seed sealed until the game is over (copy it again then to replay it).</source>
        <translation>La distribuzione del giorno è negli appunti come un'unica riga, con il seme sigillato finché la partita non è finita (copiala di nuovo allora per rigiocarla).</translation>
    </message>
    <message>
        <source>The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ Open a game line.</source>
        <translation>La partita è negli appunti come un'unica riga: incollala in una segnalazione di bug, o aprila con Partita ▸ Importa una riga di partita.</translation>
    </message>
    <message>
        <source>Open a game line</source>
        <translation>Importa una riga di partita</translation>
    </message>
    <message>
        <source>A game line begins with 'cassino-game 1'. Paste one here:</source>
        <translation>Una riga di partita inizia con 'cassino-game 1'. Incollane una qui:</translation>
    </message>
    <message>
        <source>That line is not a game that can be replayed: {reason}.</source>
        <translation>Quella riga non è una partita che si possa rigiocare: {reason}.</translation>
    </message>
    <message>
        <source>{title}, a game from a line</source>
        <translation>{title}, una partita da una riga</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Cards and spades captured</source>
        <translation>Carte e picche prese</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Punteggio dell'incontro</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro delle mosse</translation>
    </message>
    <message>
        <source>Coach: your moves and what each is worth</source>
        <translation>Allenatore: le tue mosse e quanto vale ciascuna</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Others' moves</source>
        <translation>&amp;Mosse degli altri</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Difficoltà</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Retro delle carte</translation>
    </message>
    <message>
        <source>Card d&amp;eck</source>
        <translation>&amp;Mazzo di carte</translation>
    </message>
    <message>
        <source>No SVG card decks are installed; the built-in deck is used</source>
        <translation>Nessun mazzo di carte SVG installato; si usa il mazzo incorporato</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <source>Take the selected group with the selected hand card</source>
        <translation>Prendi il gruppo selezionato con la carta selezionata della mano</translation>
    </message>
    <message>
        <source>Form one group of the selected hand card and table cards</source>
        <translation>Forma un unico gruppo con la carta selezionata della mano e le carte del tavolo selezionate</translation>
    </message>
    <message>
        <source>Drop the selected hand card on the table</source>
        <translation>Cala sul tavolo la carta selezionata della mano</translation>
    </message>
    <message>
        <source>Take the selected table cards with the selected hand card</source>
        <translation>Prendi le carte del tavolo selezionate con la carta selezionata della mano</translation>
    </message>
    <message>
        <source>Build the selected hand card onto the selected table cards</source>
        <translation>Costruisci con la carta selezionata della mano sulle carte del tavolo selezionate</translation>
    </message>
    <message>
        <source>Lay the selected hand card on the table</source>
        <translation>Scarta sul tavolo la carta selezionata della mano</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Altri menu</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Altri strumenti</translation>
    </message>
    <message>
        <source>Select the whole score sheet</source>
        <translation>Seleziona tutto il segnapunti</translation>
    </message>
    <message>
        <source>You have a match of {variant} in progress: game {number} is being played, and the games before it stand at {totals}. Resume it?</source>
        <translation>Hai un incontro di {variant} in corso: si sta giocando la partita {number} e il punteggio delle partite precedenti è {totals}. Vuoi riprenderlo?</translation>
    </message>
    <message>
        <source>Difficulty: {level}</source>
        <translation>Difficoltà: {level}</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Deal a new match</source>
        <translation>Distribuisci le carte per un nuovo incontro</translation>
    </message>
    <message>
        <source>Dail&amp;y deal</source>
        <translation>Distribuzione del &amp;giorno</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts</source>
        <translation>La distribuzione di oggi, uguale per tutti: una partita di Avanzato, e conta solo il primo tentativo del giorno</translation>
    </message>
    <message>
        <source>Play onl&amp;ine…</source>
        <translation>Gioca &amp;online…</translation>
    </message>
    <message>
        <source>Play a friend at another computer over Matrix, with a deal neither of you can see or bend</source>
        <translation>Gioca con un amico su un altro computer tramite Matrix, con una distribuzione che nessuno dei due può vedere o manipolare</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Ricomincia questa distribuzione</translation>
    </message>
    <message>
        <source>Deal this game again, the same cards</source>
        <translation>Distribuisci di nuovo questa partita, con le stesse carte</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Partita &amp;successiva</translation>
    </message>
    <message>
        <source>Deal the next game of the match</source>
        <translation>Distribuisci la partita successiva dell'incontro</translation>
    </message>
    <message>
        <source>Revie&amp;w this game…</source>
        <translation>Rive&amp;di questa partita…</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued against the best</source>
        <translation>Rigioca la partita mossa per mossa, con tutte le mani scoperte e le tue mosse valutate rispetto alle migliori</translation>
    </message>
    <message>
        <source>Co&amp;py this game as a line</source>
        <translation>&amp;Copia questa partita come riga</translation>
    </message>
    <message>
        <source>Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report</source>
        <translation>Copia la partita negli appunti come un'unica riga di testo (variante, regole, distribuzione e mosse): utile per segnalare un bug</translation>
    </message>
    <message>
        <source>&amp;Fair deal…</source>
        <translation>Distribuzione e&amp;qua…</translation>
    </message>
    <message>
        <source>The commitment sealed before this deal and, once the game is over, the proof that the deal was fair</source>
        <translation>L'impegno sigillato prima di questa distribuzione e, a partita finita, la prova che la distribuzione è stata equa</translation>
    </message>
    <message>
        <source>&amp;Open a game line…</source>
        <translation>&amp;Importa una riga di partita…</translation>
    </message>
    <message>
        <source>Paste a game line to replay it move by move and review it</source>
        <translation>Incolla una riga di partita per rigiocarla mossa per mossa e rivederla</translation>
    </message>
    <message>
        <source>&amp;Variants…</source>
        <translation>&amp;Varianti…</translation>
    </message>
    <message>
        <source>Choose the variant, the players and the house rules</source>
        <translation>Scegli la variante, i giocatori e le regole della casa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply</source>
        <translation>Annulla la tua ultima mossa e la risposta del computer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ri&amp;peti</translation>
    </message>
    <message>
        <source>Play again the moves the last undo took back</source>
        <translation>Gioca di nuovo le mosse tolte dall'ultimo annullamento</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Games and matches won, streaks and records</source>
        <translation>Partite e incontri vinti, serie di vittorie e record</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>Show the move the strongest computer level would play</source>
        <translation>Mostra la mossa che giocherebbe il livello più forte del computer</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>A&amp;llenatore</translation>
    </message>
    <message>
        <source>Show every move you can make with what it is worth</source>
        <translation>Mostra tutte le mosse che puoi fare e quanto vale ciascuna</translation>
    </message>
    <message>
        <source>Let the computer &amp;lead</source>
        <translation>Lascia iniziare il co&amp;mputer</translation>
    </message>
    <message>
        <source>Pass the first lead of the match to the computer</source>
        <translation>Cedi al computer la prima mossa dell'incontro</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Quit Cassino</source>
        <translation>Esci da Cassino</translation>
    </message>
    <message>
        <source>Show the side &amp;panel</source>
        <translation>Mostra il &amp;pannello laterale</translation>
    </message>
    <message>
        <source>Show or hide the moves, the score sheet and the coach</source>
        <translation>Mostra o nascondi le mosse, il segnapunti e l'allenatore</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>Fill the screen with the table</source>
        <translation>Riempi lo schermo con il tavolo</translation>
    </message>
    <message>
        <source>&amp;Configure Cassino…</source>
        <translation>&amp;Configura Cassino…</translation>
    </message>
    <message>
        <source>Difficulty, animation, card deck, card back, undo and who leads, in one place</source>
        <translation>Difficoltà, animazioni, mazzo, retro delle carte, annullamento e chi inizia, in un unico posto</translation>
    </message>
    <message>
        <source>Show the &amp;toolbar</source>
        <translation>Mostra la &amp;barra degli strumenti</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Consenti &amp;annullamento</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note games played with undo)</source>
        <translation>Permette di annullare le mosse (le statistiche annotano le partite giocate con annullamento)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>The rules of the chosen variant and the controls</source>
        <translation>Le regole della variante scelta e i comandi</translation>
    </message>
    <message>
        <source>&amp;About Cassino</source>
        <translation>&amp;Informazioni su Cassino</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>The classic fishing card game against the computer: {variants}.</source>
        <translation>Il classico gioco di carte di presa contro il computer: {variants}.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software libero distribuito secondo i termini della GNU General Public License, versione 3 o successiva.</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>About Cassino</source>
        <translation>Informazioni su Cassino</translation>
    </message>
</context>
<context>
    <name>fair_deal_dialog</name>
    <message>
        <source>Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen.</source>
        <translation>Distribuita dal seme {seed}, scelto dal gioco: nulla prova che questa distribuzione non sia stata scelta apposta.</translation>
    </message>
    <message>
        <source>NOT A FAIR DEAL: {problems}.</source>
        <translation>DISTRIBUZIONE NON EQUA: {problems}.</translation>
    </message>
    <message>
        <source>The deal follows from its commitment and its cut: the secret and the salt revealed hash to the commitment {commitment}, and with the cut {cut} they give the seed {seed}, which deals exactly these cards.</source>
        <translation>La distribuzione discende dal suo impegno e dal suo taglio: il segreto e il sale rivelati corrispondono, tramite hash, all'impegno {commitment} e, con il taglio {cut}, danno il seme {seed}, che distribuisce esattamente queste carte.</translation>
    </message>
    <message>
        <source>This proves that the cards were fixed by the commitment and the cut before any was dealt, and that none was changed after. It cannot show how the secret was chosen: whoever chose it knowing the cut could have tried secret after secret until the cards suited them, so the deal is fair only if the commitment was shown before someone else made the cut.</source>
        <translation>Questo dimostra che le carte sono state fissate dall'impegno e dal taglio prima che ne fosse distribuita alcuna, e che nessuna è stata cambiata dopo. Non può mostrare come è stato scelto il segreto: chi lo ha scelto conoscendo il taglio avrebbe potuto provare un segreto dopo l'altro finché le carte non gli andavano bene, quindi la distribuzione è equa solo se l'impegno è stato mostrato prima che qualcun altro facesse il taglio.</translation>
    </message>
    <message>
        <source>This game was set up by hand, from a position: no deal dealt it.</source>
        <translation>Questa partita è stata preparata a mano, a partire da una posizione: non deriva da nessuna distribuzione.</translation>
    </message>
    <message>
        <source>This is the daily deal of {day}: the date alone decides its cards, the same for everyone.</source>
        <translation>Questa è la distribuzione del giorno {day}: solo la data decide le sue carte, le stesse per tutti.</translation>
    </message>
    <message>
        <source>Its seed is shown when the game is over. Until then the game line carries this seal of it (the SHA-256 hash of the seed), which the seed shown after can be checked against:
{seal}</source>
        <translation>Il suo seme viene mostrato quando la partita è finita. Fino ad allora la riga della partita porta questo suo sigillo (l'hash SHA-256 del seme), con cui si potrà verificare il seme mostrato dopo:
{seal}</translation>
    </message>
    <message>
        <source>Game {number} was dealt from the seed {seed}, derived from the match's seed {match_seed}.</source>
        <translation>La partita {number} è stata distribuita dal seme {seed}, derivato dal seme dell'incontro {match_seed}.</translation>
    </message>
    <message>
        <source>A match begun from a chosen seed, a saved match from before fair deals, or a daily deal is dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you cut the deck.</source>
        <translation>Vengono distribuiti così un incontro iniziato da un seme scelto, un incontro salvato prima delle distribuzioni eque o una distribuzione del giorno. Ogni nuovo incontro viene distribuito in modo equo: il gioco sigilla un segreto prima di ogni distribuzione e tu tagli il mazzo.</translation>
    </message>
    <message>
        <source>Game {number} was dealt fairly.</source>
        <translation>La partita {number} è stata distribuita in modo equo.</translation>
    </message>
    <message>
        <source>Before the deal the game sealed a secret and showed this commitment (the SHA-256 hash of the secret and a random salt):
{commitment}</source>
        <translation>Prima della distribuzione il gioco ha sigillato un segreto e ha mostrato questo impegno (l'hash SHA-256 del segreto e di un sale casuale):
{commitment}</translation>
    </message>
    <message>
        <source>The seed of the deal comes from the secret and your cut together, so neither side chose the cards. The secret and the salt are revealed when the game is over, for anyone to check.</source>
        <translation>Il seme della distribuzione deriva dal segreto e dal tuo taglio insieme, quindi nessuna delle due parti ha scelto le carte. Il segreto e il sale vengono rivelati a partita finita, perché chiunque possa verificarli.</translation>
    </message>
    <message>
        <source>Game {number} is over, and its deal is revealed.</source>
        <translation>La partita {number} è finita, e la sua distribuzione è rivelata.</translation>
    </message>
    <message>
        <source>Commitment shown before the deal:
{commitment}</source>
        <translation>Impegno mostrato prima della distribuzione:
{commitment}</translation>
    </message>
    <message>
        <source>Secret, revealed after the game:
{secret}</source>
        <translation>Segreto, rivelato dopo la partita:
{secret}</translation>
    </message>
    <message>
        <source>Salt:
{salt}</source>
        <translation>Sale:
{salt}</translation>
    </message>
    <message>
        <source>Your cut: {cut}</source>
        <translation>Il tuo taglio: {cut}</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>Seme della distribuzione: {seed}</translation>
    </message>
    <message>
        <source>Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it.</source>
        <translation>Chiunque può verificarla di nuovo: copia la partita come riga (menu Partita) ed esegui cassino-engine verify su di essa.</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Taglia il mazzo</translation>
    </message>
    <message>
        <source>The game has sealed its secret for this deal. Its commitment, the hash that the secret will be checked against after the game:</source>
        <translation>Il gioco ha sigillato il suo segreto per questa distribuzione. Ecco il suo impegno, l'hash con cui il segreto verrà verificato dopo la partita:</translation>
    </message>
    <message>
        <source>Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.</source>
        <translation>Ora taglia: scrivi qualsiasi cosa, o tieni il taglio casuale. La distribuzione deriva dal segreto e dal tuo taglio.</translation>
    </message>
    <message>
        <source>Your cut</source>
        <translation>Il tuo taglio</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuisci</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Distribuzione equa</translation>
    </message>
    <message>
        <source>How this game was dealt</source>
        <translation>Come è stata distribuita questa partita</translation>
    </message>
</context>
<context>
    <name>game_over_dialog</name>
    <message>
        <source>Most cards</source>
        <translation>Più carte</translation>
    </message>
    <message>
        <source>3 points for 27 cards or more</source>
        <translation>3 punti per 27 carte o più</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Più picche</translation>
    </message>
    <message>
        <source>1 point for 7 spades or more</source>
        <translation>1 punto per 7 picche o più</translation>
    </message>
    <message>
        <source>Big cassino</source>
        <translation>Cassino grande</translation>
    </message>
    <message>
        <source>The 10 of diamonds: 2 points</source>
        <translation>Il 10 di quadri: 2 punti</translation>
    </message>
    <message>
        <source>Little cassino</source>
        <translation>Cassino piccolo</translation>
    </message>
    <message>
        <source>The 2 of spades: 1 point</source>
        <translation>Il 2 di picche: 1 punto</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>1 point each</source>
        <translation>1 punto ciascuno</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Punti delle picche</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades 2, every other spade 1</source>
        <translation>Cassino di picche: il fante di picche 2, ogni altra picca 1</translation>
    </message>
    <message>
        <source>1 point to every player with the most cards</source>
        <translation>1 punto a ogni giocatore con più carte</translation>
    </message>
    <message>
        <source>1 point to every player with the most spades</source>
        <translation>1 punto a ogni giocatore con più picche</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 di quadri</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 punti</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 di picche</translation>
    </message>
    <message>
        <source>You win the game {a} to {b}</source>
        <translation>Vinci la partita {a} a {b}</translation>
    </message>
    <message>
        <source>You win the game: {scores}</source>
        <translation>Vinci la partita: {scores}</translation>
    </message>
    <message>
        <source>The computer wins the game {a} to {b}</source>
        <translation>Il computer vince la partita {a} a {b}</translation>
    </message>
    <message>
        <source>The computer wins the game: {scores}</source>
        <translation>Il computer vince la partita: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} vincete la partita {a} a {b}</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} vincete la partita: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <translation>{names} vincono la partita {a} a {b}</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <translation>{names} vincono la partita: {scores}</translation>
    </message>
    <message>
        <source>{name} wins the game {a} to {b}</source>
        <translation>{name} vince la partita {a} a {b}</translation>
    </message>
    <message>
        <source>{name} wins the game: {scores}</source>
        <translation>{name} vince la partita: {scores}</translation>
    </message>
    <message>
        <source>You win the match {a} to {b}!</source>
        <translation>Vinci l'incontro {a} a {b}!</translation>
    </message>
    <message>
        <source>You win the match: {scores}!</source>
        <translation>Vinci l'incontro: {scores}!</translation>
    </message>
    <message>
        <source>The computer wins the match {a} to {b}!</source>
        <translation>Il computer vince l'incontro {a} a {b}!</translation>
    </message>
    <message>
        <source>The computer wins the match: {scores}!</source>
        <translation>Il computer vince l'incontro: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} vincete l'incontro {a} a {b}!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} vincete l'incontro: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <translation>{names} vincono l'incontro {a} a {b}!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <translation>{names} vincono l'incontro: {scores}!</translation>
    </message>
    <message>
        <source>{name} wins the match {a} to {b}!</source>
        <translation>{name} vince l'incontro {a} a {b}!</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}!</source>
        <translation>{name} vince l'incontro: {scores}!</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>L'incontro finisce in parità</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>A draw: {scores}</source>
        <translation>Pareggio: {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each.</source>
        <translation>
            <numerusform>%n carta ciascuno.</numerusform>
            <numerusform>%n carte ciascuno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n carta</numerusform>
            <numerusform>{name}: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>One game decides. Most cards and most spades score 1 point each, to every player who shares the most.</source>
        <translation>Decide una sola partita. Più carte e più picche valgono 1 punto ciascuno, a ogni giocatore che condivide il primato.</translation>
    </message>
    <message>
        <source>This game: {scores}.</source>
        <translation>Questa partita: {scores}.</translation>
    </message>
    <message>
        <source>Match score: {scores}. Level past {target}: another game decides.</source>
        <translation>Punteggio dell'incontro: {scores}. Parità oltre {target}: decide un'altra partita.</translation>
    </message>
    <message>
        <source>Match score: {scores}. First to {target} wins the match.</source>
        <translation>Punteggio dell'incontro: {scores}. Vince l'incontro chi arriva per primo a {target}.</translation>
    </message>
    <message>
        <source>Match Over</source>
        <translation>Incontro finito</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;New Match</source>
        <translation>&amp;Nuovo incontro</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>Partita &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Rivedi questa partita</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued</source>
        <translation>Rigioca la partita mossa per mossa, con tutte le mani scoperte e le tue mosse valutate</translation>
    </message>
    <message>
        <source>{name}, {row}: {value}</source>
        <translation>{name}, {row}: {value}</translation>
    </message>
    <message>
        <source>{name}, winner</source>
        <translation>{name}, vincente</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <source>Spades captured</source>
        <translation>Picche prese</translation>
    </message>
    <message>
        <source>Spades do not score in Original</source>
        <translation>Le picche non danno punti nell'Originale</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Questa partita</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Punteggio dell'incontro</translation>
    </message>
    <message>
        <source>The match is played to {target}</source>
        <translation>L'incontro si gioca a {target} punti</translation>
    </message>
</context>
<context>
    <name>house_rules_panel</name>
    <message>
        <source>may not trail until it is taken</source>
        <translation>non può scartare finché non viene presa</translation>
    </message>
    <message>
        <source>must take it in or add to it next turn</source>
        <translation>deve prenderla o ampliarla al turno successivo</translation>
    </message>
    <message>
        <source>&amp;House rules:</source>
        <translation>&amp;Regole della casa:</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzate</translation>
    </message>
    <message>
        <source>&amp;Switches</source>
        <translation>&amp;Dettagli</translation>
    </message>
    <message>
        <source>Show every house rule, to set them one by one</source>
        <translation>Mostra tutte le regole della casa, per impostarle una per una</translation>
    </message>
    <message>
        <source> points</source>
        <comment>after a number of points in a spin box, with its space</comment>
        <translation> punti</translation>
    </message>
    <message>
        <source>A &amp;builder:</source>
        <translation>Chi co&amp;struisce:</translation>
    </message>
    <message>
        <source>Match &amp;target:</source>
        <translation>&amp;Obiettivo dell'incontro:</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>una partita</translation>
    </message>
    <message>
        <source>{help} Not a rule of {variant}.</source>
        <translation>{help} Non è una regola della variante {variant}.</translation>
    </message>
    <message>
        <source>{variant} is played by its own rules; house rules are for Original, Advanced and Royal.</source>
        <translation>{variant} si gioca con le sue regole; le regole della casa valgono per Originale, Avanzato e Reale.</translation>
    </message>
    <message>
        <source>Your own mix of house rules.</source>
        <translation>Una tua combinazione di regole della casa.</translation>
    </message>
</context>
<context>
    <name>review_dialog</name>
    <message>
        <source>The table at the move reviewed, every hand face up</source>
        <translation>Il tavolo alla mossa esaminata, con tutte le mani scoperte</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revisione: {title}</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v di %m mosse</translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation>&amp;Interrompi la revisione</translation>
    </message>
    <message>
        <source>Stop searching; the moves reviewed so far keep their values</source>
        <translation>Interrompi la ricerca; le mosse già esaminate mantengono i loro valori</translation>
    </message>
    <message>
        <source>Your worst moves (a mistake loses {points} points or more):</source>
        <translation>Le tue mosse peggiori (un errore fa perdere {points} punti o più):</translation>
    </message>
    <message>
        <source>Your worst moves, worst first</source>
        <translation>Le tue mosse peggiori, a partire dalla peggiore</translation>
    </message>
    <message>
        <source>Every move of the game with its value</source>
        <translation>Tutte le mosse della partita con il loro valore</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Precedente</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Successiva ▶</translation>
    </message>
    <message>
        <source>The move before (Left arrow)</source>
        <translation>La mossa precedente (freccia sinistra)</translation>
    </message>
    <message>
        <source>The move after (Right arrow)</source>
        <translation>La mossa successiva (freccia destra)</translation>
    </message>
    <message>
        <source>After move {number}: the game was not finished.</source>
        <translation>Dopo la mossa {number}: la partita non era finita.</translation>
    </message>
    <message>
        <source>The end of the game: {scores}.</source>
        <translation>Fine della partita: {scores}.</translation>
    </message>
    <message>
        <source>Move {number} of {count}: {move}.</source>
        <translation>Mossa {number} di {count}: {move}.</translation>
    </message>
    <message>
        <source>It was the only move.</source>
        <translation>Era l'unica mossa possibile.</translation>
    </message>
    <message>
        <source>The best move there was.</source>
        <translation>La mossa migliore possibile.</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better exactly.</source>
        <translation>La migliore era: {best} (indicata sul tavolo), esattamente {loss} punti in più.</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better by the coach's estimate.</source>
        <translation>La migliore era: {best} (indicata sul tavolo), {loss} punti in più secondo la stima dell'allenatore.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>Il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>The stock, in the order it will be dealt: {cards}</source>
        <translation>Il mazzo, nell'ordine in cui verrà distribuito: {cards}</translation>
    </message>
    <message>
        <source>Move {number}: {move}, {loss} points lost</source>
        <translation>Mossa {number}: {move}, {loss} punti persi</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Nessun errore finora.</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>Nessun errore.</translation>
    </message>
    <message>
        <source>Reviewing your moves… {done} of {total} so far, {lost} points lost against the best moves. You can step through the game meanwhile.</source>
        <translation>Revisione delle tue mosse… finora {done} di {total}, {lost} punti persi rispetto alle mosse migliori. Intanto puoi scorrere la partita.</translation>
    </message>
    <message numerus="yes">
        <source>You lost {lost} points against the best moves in this game, with %n mistake(s). Values are your lead in points at the end of the game as the coach saw it from your seat; '=' marks an exact value (the last deal, solved).</source>
        <translation>
            <numerusform>In questa partita hai perso {lost} punti rispetto alle mosse migliori, con %n errore. I valori sono il tuo vantaggio in punti a fine partita, come lo vedeva l'allenatore dal tuo posto; '=' indica un valore esatto (l'ultima distribuzione, risolta).</numerusform>
            <numerusform>In questa partita hai perso {lost} punti rispetto alle mosse migliori, con %n errori. I valori sono il tuo vantaggio in punti a fine partita, come lo vedeva l'allenatore dal tuo posto; '=' indica un valore esatto (l'ultima distribuzione, risolta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %n of your moves.</source>
        <translation>
            <numerusform>La revisione è stata interrotta dopo %n delle tue mosse.</numerusform>
            <numerusform>La revisione è stata interrotta dopo %n delle tue mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mossa migliore</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>Valore migliore</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persi</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forzata</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>la stessa</translation>
    </message>
    <message>
        <source>{loss} mistake</source>
        <translation>{loss} errore</translation>
    </message>
</context>
<context>
    <name>review_worker</name>
    <message>
        <source>The review could not start: {reason}</source>
        <translation>Non è stato possibile avviare la revisione: {reason}</translation>
    </message>
    <message>
        <source>The review stopped (its process ended, {code}).</source>
        <translation>La revisione si è interrotta (il suo processo è terminato, {code}).</translation>
    </message>
    <message>
        <source>The review stopped: {reason}</source>
        <translation>La revisione si è interrotta: {reason}</translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>How to Play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Rules for:</source>
        <translation>&amp;Regole per:</translation>
    </message>
    <message>
        <source>Rules for variant</source>
        <translation>Regole per la variante</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>rule {number}</source>
        <translation>regola {number}</translation>
    </message>
    <message>
        <source>rules {first} and {second}</source>
        <translation>regole {first} e {second}</translation>
    </message>
    <message>
        <source>The numbers beside the headings are the sections of the game's rule book; when a move is refused, the reason names the rule it breaks, as in “{example}”.</source>
        <translation>I numeri accanto ai titoli sono le sezioni del regolamento del gioco; quando una mossa viene rifiutata, il motivo indica la regola violata, come in “{example}”.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>Le carte numeriche valgono il loro numero. Gli assi valgono 1 o 14, a scelta ogni volta che vengono usati; i fanti 11, le donne 12 e i re 13; prendono e costruiscono come qualsiasi numero.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>Le carte numeriche valgono il loro numero. Gli assi valgono 1 o 14, a scelta ogni volta che vengono usati; fanti, donne e re sono &lt;b&gt;figure&lt;/b&gt; senza numero (vedi sotto).</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>Le carte numeriche valgono il loro numero. Gli assi valgono 1; i fanti 11, le donne 12 e i re 13; prendono e costruiscono come qualsiasi numero.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>Le carte numeriche valgono il loro numero. Gli assi valgono 1; fanti, donne e re sono &lt;b&gt;figure&lt;/b&gt; senza numero (vedi sotto).</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Every card you take is worth one point; the player with &lt;b&gt;more cards&lt;/b&gt; after the last round wins the game, and 26 to 26 is a draw. One game decides.</source>
        <translation>Prendi più carte del computer. Ogni carta che prendi vale un punto; chi ha &lt;b&gt;più carte&lt;/b&gt; dopo l'ultimo giro vince la partita, e 26 a 26 è un pareggio. Decide una sola partita.</translation>
    </message>
    <message>
        <source>Capture cards that score points: the big and little cassino, the aces, most cards and most spades, and sweeps. Games are played until a player has &lt;b&gt;{target}&lt;/b&gt; points or more.</source>
        <translation>Prendi le carte che danno punti: il Cassino grande e il Cassino piccolo, gli assi, più carte e più picche, e le scope. Si giocano partite finché un giocatore non arriva ad almeno &lt;b&gt;{target}&lt;/b&gt; punti.</translation>
    </message>
    <message>
        <source>Each player gets 4 cards and, in the first round only, 4 cards are dealt face up to the table. When both hands are empty, each player gets 4 more from the stock (the table gets none), six rounds in all. The non-dealer plays first in every round.</source>
        <translation>Ogni giocatore riceve 4 carte e, solo nel primo giro, 4 carte vengono distribuite scoperte sul tavolo. Quando entrambe le mani sono vuote, ogni giocatore riceve altre 4 carte dal mazzo (il tavolo nessuna), per sei giri in tutto. Chi non fa il mazziere gioca per primo in ogni giro.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>An ace played as 14 could take the ace (as 1), the 3, the 4 and the 6 at once (1 + 3 + 4 + 6 = 14).</source>
        <translation>Un asso giocato come 14 potrebbe prendere in una volta sola l'asso (come 1), il 3, il 4 e il 6 (1 + 3 + 4 + 6 = 14).</translation>
    </message>
    <message>
        <source>Face cards are never part of a build.</source>
        <translation>Le figure non fanno mai parte di una costruzione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; {rule} Take table cards whose values, in one or more groups, each add up to the value of the card you play. With a 7 and a table of A, 3, 4, 6 you may take 3 + 4, or A + 6, or all four as two groups of 7.{ace_example} You choose which groups to take. A capture that clears the table is a &lt;b&gt;sweep&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Presa.&lt;/b&gt; {rule} Prendi le carte del tavolo i cui valori, in uno o più gruppi, sommano ciascuno al valore della carta che giochi. Con un 7 e sul tavolo A, 3, 4, 6 puoi prendere 3 + 4, oppure A + 6, oppure tutte e quattro come due gruppi da 7.{ace_example} Sei tu a scegliere quali gruppi prendere. Una presa che svuota il tavolo è una &lt;b&gt;scopa&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Build.&lt;/b&gt; {rule} Add a card from your hand to one or more table items to make a pile of value V that you mean to capture later, with a card of value V &lt;i&gt;that you still hold&lt;/i&gt;. Builds go up to {highest}.{faces_in_builds}</source>
        <translation>&lt;b&gt;Costruzione.&lt;/b&gt; {rule} Aggiungi una carta della tua mano a uno o più elementi del tavolo per formare un mucchio di valore V che intendi prendere più tardi, con una carta di valore V &lt;i&gt;che hai ancora in mano&lt;/i&gt;. Le costruzioni arrivano fino a {highest}.{faces_in_builds}</translation>
    </message>
    <message>
        <source>A &lt;b&gt;single build&lt;/b&gt; holds one group (A + 6 = 7). It counts like one card of its value: it can be captured together with other cards, and anyone can &lt;i&gt;raise&lt;/i&gt; it (a 2 added to a build of 7 makes 9, if they hold a 9).</source>
        <translation>Una &lt;b&gt;costruzione semplice&lt;/b&gt; contiene un solo gruppo (A + 6 = 7). Conta come una carta del suo valore: si può prendere insieme ad altre carte, e chiunque può &lt;i&gt;alzarla&lt;/i&gt; (un 2 aggiunto a una costruzione di 7 fa 9, se ha in mano un 9).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;multiple build&lt;/b&gt; holds two or more groups of V (3 + 4 and A + 6 as a build of 7). Its value is fixed: it can be extended by more groups of V, never raised, and only a card of value V takes it.</source>
        <translation>Una &lt;b&gt;costruzione multipla&lt;/b&gt; contiene due o più gruppi di valore V (3 + 4 e A + 6 come costruzione di 7). Il suo valore è fisso: si può estendere con altri gruppi di valore V, mai alzare, e la prende solo una carta di valore V.</translation>
    </message>
    <message>
        <source>There is only one build of each value on the table: a new build of V must take in the build of V already there.</source>
        <translation>Sul tavolo c'è una sola costruzione per ogni valore: una nuova costruzione di V deve includere la costruzione di V già presente.</translation>
    </message>
    <message>
        <source>Whoever last made or added to a build owns it, and the opponent may capture or take over your builds.</source>
        <translation>Una costruzione appartiene a chi l'ha fatta o ampliata per ultimo, e l'avversario può prendere le tue costruzioni o farle sue.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail.&lt;/b&gt; {rule} Put the card face up on the table. You may not trail while you own a build.</source>
        <translation>&lt;b&gt;Scarto.&lt;/b&gt; {rule} Metti la carta scoperta sul tavolo. Non puoi scartare mentre sei proprietario di una costruzione.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>Play exactly one card from your hand, in one of three ways.</source>
        <translation>Gioca esattamente una carta della tua mano, in uno di tre modi.</translation>
    </message>
    <message>
        <source>While you own a build, you must keep a card that can capture it: that card is reserved, and you may only play it to take the build (other groups of the same value may go with it). So every build is taken before the round ends.</source>
        <translation>Finché sei proprietario di una costruzione, devi tenere una carta che possa prenderla: quella carta è riservata, e puoi giocarla solo per prendere la costruzione (altri gruppi dello stesso valore possono essere presi insieme). Così ogni costruzione viene presa prima della fine del giro.</translation>
    </message>
    <message>
        <source>The reserved card</source>
        <translation>La carta riservata</translation>
    </message>
    <message>
        <source>Jacks, queens and kings are face cards: they are never summed and never built. A face card captures exactly &lt;b&gt;one&lt;/b&gt; loose card of the same rank (a queen takes one queen, even if two lie on the table); otherwise it can only trail.</source>
        <translation>Fanti, donne e re sono figure: non si sommano mai e non entrano mai in una costruzione. Una figura prende esattamente &lt;b&gt;una&lt;/b&gt; carta libera uguale (una donna prende una donna, anche se ce ne sono due sul tavolo); altrimenti può solo essere scartata.</translation>
    </message>
    <message>
        <source>Face cards</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>When the last card has been played, the cards left on the table go to the player who made the last capture (the dealer, if nobody captured). This is not a sweep, and neither is a capture on the very last play.</source>
        <translation>Quando è stata giocata l'ultima carta, le carte rimaste sul tavolo vanno al giocatore che ha fatto l'ultima presa (al mazziere, se nessuno ha preso). Non è una scopa, e non lo è nemmeno una presa con l'ultimissima giocata.</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>One point for every card captured. Sweeps do not score. The player with more cards wins; a match is this &lt;b&gt;single game&lt;/b&gt;.</source>
        <translation>Un punto per ogni carta presa. Le scope non danno punti. Vince chi ha più carte; un incontro è questa &lt;b&gt;singola partita&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Most cards (27 or more)</source>
        <translation>Più carte (27 o più)</translation>
    </message>
    <message>
        <source>Most spades (7 or more)</source>
        <translation>Più picche (7 o più)</translation>
    </message>
    <message>
        <source>Big cassino: 10 of diamonds</source>
        <translation>Cassino grande: 10 di quadri</translation>
    </message>
    <message>
        <source>Little cassino: 2 of spades</source>
        <translation>Cassino piccolo: 2 di picche</translation>
    </message>
    <message>
        <source>Each ace</source>
        <translation>Ogni asso</translation>
    </message>
    <message>
        <source>Each sweep</source>
        <translation>Ogni scopa</translation>
    </message>
    <message>
        <source>Jack of spades (Spade Cassino)</source>
        <translation>Fante di picche (Cassino di picche)</translation>
    </message>
    <message>
        <source>Every other spade (Spade Cassino)</source>
        <translation>Ogni altra picca (Cassino di picche)</translation>
    </message>
    <message>
        <source>That is 11 points a game plus sweeps; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>Sono 11 punti a partita più le scope; a 26 carte ciascuno nessuno prende i punti per più carte. Si giocano partite finché, alla fine di una partita, un giocatore non ha &lt;b&gt;{target}&lt;/b&gt; punti o più: vince l'incontro il punteggio più alto e, in caso di parità, si gioca un'altra partita. Chi gioca per primo si alterna da una partita all'altra.</translation>
    </message>
    <message>
        <source>That is 11 points a game; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>Sono 11 punti a partita; a 26 carte ciascuno nessuno prende i punti per più carte. Si giocano partite finché, alla fine di una partita, un giocatore non ha &lt;b&gt;{target}&lt;/b&gt; punti o più: vince l'incontro il punteggio più alto e, in caso di parità, si gioca un'altra partita. Chi gioca per primo si alterna da una partita all'altra.</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Two to four players, each for themselves. Capture the cards that score: aces, the 2&amp;#9824; and the 10&amp;#9830;, and most cards and most spades. One game decides.</source>
        <translation>Da due a quattro giocatori, ciascuno per sé. Prendi le carte che danno punti: gli assi, il 2&amp;#9824; e il 10&amp;#9830;, più carte e più picche. Decide una sola partita.</translation>
    </message>
    <message>
        <source>Aces count 1, jacks 11, queens 12, kings 13.</source>
        <translation>Gli assi valgono 1, i fanti 11, le donne 12, i re 13.</translation>
    </message>
    <message>
        <source>Four cards to each player, and four face up to the table in the first round only. When every hand is empty, four more each from the stock (6 rounds for two players, 4 for three, 3 for four). The player on the dealer's left starts every round.</source>
        <translation>Quattro carte a ogni giocatore, e quattro scoperte sul tavolo solo nel primo giro. Quando tutte le mani sono vuote, altre quattro a testa dal mazzo (6 giri in due giocatori, 4 in tre, 3 in quattro). Il giocatore alla sinistra del mazziere inizia ogni giro.</translation>
    </message>
    <message>
        <source>A loose card is a group of its value. Groups of &lt;b&gt;equal value pair&lt;/b&gt; into one group of that value (two kings make a group of K); number groups &lt;b&gt;combine&lt;/b&gt; into one group worth their sum, at most 10 (a group of 4 with a 2 and a 3 makes 9). J, Q and K only pair. A paired group counts its own value when it is combined further: two aces paired are a group of 1, and with a 4 and a 3 they make 8.</source>
        <translation>Una carta libera è un gruppo del suo valore. Gruppi di &lt;b&gt;valore uguale si accoppiano&lt;/b&gt; in un unico gruppo di quel valore (due re formano un gruppo di K); i gruppi numerici &lt;b&gt;si combinano&lt;/b&gt; in un unico gruppo che vale la loro somma, al massimo 10 (un gruppo di 4 con un 2 e un 3 fa 9). J, Q e K si possono solo accoppiare. Un gruppo accoppiato conta il proprio valore quando viene combinato ancora: due assi accoppiati sono un gruppo di 1, e con un 4 e un 3 fanno 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take:&lt;/b&gt; play a card and take exactly one group of its value, one that lies there or that you form this turn by pairing and combining table cards.</source>
        <translation>&lt;b&gt;Prendi:&lt;/b&gt; gioca una carta e prendi esattamente un gruppo del suo valore, già presente sul tavolo oppure formato in questo turno accoppiando e combinando carte del tavolo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Group&lt;/b&gt; (build a group): place a card and form exactly one new group that contains it.</source>
        <translation>&lt;b&gt;Gruppo&lt;/b&gt; (costruisci un gruppo): posa una carta e forma esattamente un nuovo gruppo che la contenga.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drop:&lt;/b&gt; lay the card face up on the table. Always allowed.</source>
        <translation>&lt;b&gt;Cala:&lt;/b&gt; metti la carta scoperta sul tavolo. È sempre consentito.</translation>
    </message>
    <message>
        <source>Groups have no owner: anyone may take them or build on them, and nobody has to hold a card to take their own group.</source>
        <translation>I gruppi non hanno proprietario: chiunque può prenderli o costruirci sopra, e nessuno deve tenere una carta per prendere il proprio gruppo.</translation>
    </message>
    <message>
        <source>The cards left at the end go to the player who made the last take. Each ace 1, the 2&amp;#9824; 2, the 10&amp;#9830; 2, most cards 1 and most spades 1; when the most is shared, every player sharing it scores the point. No sweeps. The highest total wins.</source>
        <translation>Le carte rimaste alla fine vanno al giocatore che ha fatto l'ultima presa. Ogni asso 1, il 2&amp;#9824; 2, il 10&amp;#9830; 2, più carte 1 e più picche 1; quando il primato è condiviso, ogni giocatore che lo condivide prende il punto. Niente scope. Vince il totale più alto.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppi</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>Fine e punteggio</translation>
    </message>
    <message>
        <source>{variant} Cassino</source>
        <translation>Cassino {variant}</translation>
    </message>
    <message>
        <source>{preset} house rules in play</source>
        <translation>Regole della casa {preset} in vigore</translation>
    </message>
    <message>
        <source>House rules in play</source>
        <translation>Regole della casa in vigore</translation>
    </message>
    <message>
        <source>Where they differ from the rules below, these house rules decide.</source>
        <translation>Dove differiscono dalle regole qui sotto, valgono queste regole della casa.</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>new game (asks first if a game is under way; a game given up counts as lost)</source>
        <translation>nuova partita (se una partita è in corso chiede prima conferma; una partita abbandonata conta come persa)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>restart this deal</source>
        <translation>ricomincia questa distribuzione</translation>
    </message>
    <message>
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <source>next game</source>
        <translation>partita successiva</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>review the game just finished move by move (any game: double-click it in the score sheet)</source>
        <translation>rivedi mossa per mossa la partita appena finita (qualsiasi partita: fai doppio clic su di essa nel segnapunti)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulla</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>ripeti</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>suggerimento</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>allenatore</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>let the computer lead</source>
        <translation>lascia iniziare il computer</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>schermo intero</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>show or hide the side panel</source>
        <translation>mostra o nascondi il pannello laterale</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>impostazioni</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>these rules</source>
        <translation>queste regole</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>esci</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Sinistra / Destra</translation>
    </message>
    <message>
        <source>move along your hand (or the table items)</source>
        <translation>spostati lungo la tua mano (o gli elementi del tavolo)</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Su / Giù</translation>
    </message>
    <message>
        <source>move between your hand and the table</source>
        <translation>spostati tra la tua mano e il tavolo</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>select or deselect the card or item</source>
        <translation>seleziona o deseleziona la carta o l'elemento</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>play the selected move, or the hint shown on the table; with nothing chosen it does nothing</source>
        <translation>gioca la mossa selezionata, o il suggerimento mostrato sul tavolo; se non hai scelto nulla non fa niente</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>annulla la selezione</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>show each player's last capture beside their pile (again: put them back)</source>
        <translation>mostra l'ultima presa di ogni giocatore accanto al suo mucchio (di nuovo: rimettile a posto)</translation>
    </message>
    <message>
        <source>Space or a click</source>
        <translation>Spazio o un clic</translation>
    </message>
    <message>
        <source>go on, when another player's move waits for you (pace: wait for my click)</source>
        <translation>vai avanti, quando la mossa di un altro giocatore ti aspetta (ritmo: aspetta il mio clic)</translation>
    </message>
    <message>
        <source>the Capture, Build and Trail buttons</source>
        <translation>i pulsanti Prendi, Costruisci e Scarta</translation>
    </message>
    <message>
        <source>in Clearance, the Take, Group and Drop buttons</source>
        <translation>in Clearance, i pulsanti Prendi, Gruppo e Cala</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture or build:&lt;/b&gt; drag a card from your hand onto the table cards or builds you want to use.</source>
        <translation>&lt;b&gt;Prendere o costruire:&lt;/b&gt; trascina una carta dalla tua mano sulle carte o sulle costruzioni del tavolo che vuoi usare.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail:&lt;/b&gt; drag a card from your hand onto the empty felt.</source>
        <translation>&lt;b&gt;Scartare:&lt;/b&gt; trascina una carta dalla tua mano su un punto libero del panno.</translation>
    </message>
    <message>
        <source>To use several table items, click them first to select them, then drag your card or &lt;b&gt;double-click&lt;/b&gt; it to play it with the selected items.</source>
        <translation>Per usare più elementi del tavolo, prima fai clic su di essi per selezionarli, poi trascina la tua carta o fai &lt;b&gt;doppio clic&lt;/b&gt; su di essa per giocarla con gli elementi selezionati.</translation>
    </message>
    <message>
        <source>The others' moves are played out on the table: the card travels, what it takes lights up, and the line under the table names the move. &lt;b&gt;Rest the pointer on a pile&lt;/b&gt; (or click it) to see that player's last capture.</source>
        <translation>Le mosse degli altri si vedono sul tavolo: la carta si sposta, ciò che prende si illumina e la riga sotto il tavolo dice la mossa. &lt;b&gt;Tieni il puntatore su un mucchio&lt;/b&gt; (o cliccalo) per vedere l'ultima presa di quel giocatore.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Capture&lt;/b&gt;, &lt;b&gt;Build&lt;/b&gt; and &lt;b&gt;Trail&lt;/b&gt; buttons (in Clearance &lt;b&gt;Take&lt;/b&gt;, &lt;b&gt;Group&lt;/b&gt; and &lt;b&gt;Drop&lt;/b&gt;) play the selected hand card with the selected table items. When a play could mean more than one move, you are asked which one.</source>
        <translation>I pulsanti &lt;b&gt;Prendi&lt;/b&gt;, &lt;b&gt;Costruisci&lt;/b&gt; e &lt;b&gt;Scarta&lt;/b&gt; (in Clearance &lt;b&gt;Prendi&lt;/b&gt;, &lt;b&gt;Gruppo&lt;/b&gt; e &lt;b&gt;Cala&lt;/b&gt;) giocano la carta selezionata della mano con gli elementi selezionati del tavolo. Quando una giocata può corrispondere a più di una mossa, ti viene chiesto quale.</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Scorciatoie</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Easy: plays at random among sensible moves</source>
        <translation>Facile: gioca a caso tra le mosse sensate</translation>
    </message>
    <message>
        <source>Medium: takes the most it can now</source>
        <translation>Medio: prende il più possibile subito</translation>
    </message>
    <message>
        <source>Hard: plans the round ahead</source>
        <translation>Difficile: pianifica il giro in anticipo</translation>
    </message>
    <message>
        <source>Expert: also reads the cards you may hold</source>
        <translation>Esperto: deduce anche le carte che potresti avere in mano</translation>
    </message>
    <message>
        <source>The game's own deck</source>
        <translation>Il mazzo del gioco</translation>
    </message>
    <message>
        <source>The game's own deck in four colours: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Il mazzo del gioco in quattro colori: picche nere, cuori rossi, quadri blu, fiori verdi</translation>
    </message>
    <message>
        <source>The game's own deck in large print: a big rank and suit on every card</source>
        <translation>Il mazzo del gioco a caratteri grandi: valore e seme grandi su ogni carta</translation>
    </message>
    <message>
        <source>Large print in four colours</source>
        <translation>Caratteri grandi in quattro colori</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Lingua di sistema ({language})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>How well the computer plays; it applies from the next computer move</source>
        <translation>Quanto bene gioca il computer; vale dalla prossima mossa del computer</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficoltà:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocità delle animazioni:</translation>
    </message>
    <message>
        <source>Others' moves</source>
        <translation>Mosse degli altri</translation>
    </message>
    <message>
        <source>How long another player's move stays lit on the table before play goes on; with animation off the table changes at once, unless it waits for your click</source>
        <translation>Quanto a lungo la mossa di un altro giocatore resta illuminata sul tavolo prima che il gioco prosegua; con l'animazione spenta il tavolo cambia subito, a meno che aspetti il tuo clic</translation>
    </message>
    <message>
        <source>&amp;Others' moves:</source>
        <translation>M&amp;osse degli altri:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Mazzo di carte</translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation>&amp;Mazzo di carte:</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Retro delle carte</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Retro delle carte:</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Panno del tavolo</translation>
    </message>
    <message>
        <source>The table's colour; High contrast is plain black, for the clearest cards</source>
        <translation>Il colore del tavolo; Alto contrasto è nero uniforme, per carte più nitide</translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation>&amp;Panno del tavolo:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The language of the game's words; a change applies at once, without a restart</source>
        <translation>La lingua delle parole del gioco; il cambio ha effetto subito, senza riavviare</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>Consenti &amp;annullamento</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note the games played with undo)</source>
        <translation>Permette di annullare le mosse (le statistiche annotano le partite giocate con annullamento)</translation>
    </message>
    <message>
        <source>The computer &amp;leads the first game of a match</source>
        <translation>Il &amp;computer inizia la prima partita di un incontro</translation>
    </message>
    <message>
        <source>Otherwise you play first; the lead then alternates from game to game</source>
        <translation>Altrimenti giochi tu per primo; poi chi inizia si alterna da una partita all'altra</translation>
    </message>
    <message>
        <source>Let me &amp;cut the deck before each deal</source>
        <translation>Fammi &amp;tagliare il mazzo prima di ogni distribuzione</translation>
    </message>
    <message>
        <source>Each deal's seed comes from the game's sealed secret and your cut, so neither side chooses the cards; otherwise the game cuts at random for you</source>
        <translation>Il seme di ogni distribuzione deriva dal segreto sigillato dal gioco e dal tuo taglio, così nessuna delle due parti sceglie le carte; altrimenti il gioco taglia a caso per te</translation>
    </message>
    <message>
        <source>{deck} has a back of its own</source>
        <translation>{deck} ha un retro proprio</translation>
    </message>
    <message>
        <source>The colour of the backs of the built-in deck's cards</source>
        <translation>Il colore del retro delle carte del mazzo incorporato</translation>
    </message>
</context>
<context>
    <name>stats_dialog</name>
    <message>
        <source>No games of {variant} Cassino played yet.</source>
        <translation>Nessuna partita di Cassino {variant} giocata finora.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost ({abandoned} given up).</source>
        <translation>
            <numerusform>%n partita di {variant}: vinte {won}, pari {drawn}, perse {lost} (abbandonate {abandoned}).</numerusform>
            <numerusform>%n partite di {variant}: vinte {won}, pari {drawn}, perse {lost} (abbandonate {abandoned}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost.</source>
        <translation>
            <numerusform>%n partita di {variant}: vinte {won}, pari {drawn}, perse {lost}.</numerusform>
            <numerusform>%n partite di {variant}: vinte {won}, pari {drawn}, perse {lost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Big cassino (10♦)</source>
        <translation>Cassino grande (10♦)</translation>
    </message>
    <message>
        <source>Little cassino (2♠)</source>
        <translation>Cassino piccolo (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>The computers</source>
        <translation>I computer</translation>
    </message>
    <message>
        <source>{dealt}  (chance {chance})</source>
        <translation>{dealt}  (media attesa {chance})</translation>
    </message>
    <message>
        <source>The cards each side is dealt are counted from the next game on.</source>
        <translation>Le carte distribuite a ciascuna parte vengono contate a partire dalla prossima partita.</translation>
    </message>
    <message numerus="yes">
        <source>Cards dealt over %n game(s), beside what chance gives a side for the number of cards it was dealt (the first four table cards are nobody's):</source>
        <translation>
            <numerusform>Carte distribuite in %n partita, accanto a quanto il caso darebbe a una parte per il numero di carte che ha ricevuto (le prime quattro carte del tavolo non sono di nessuno):</numerusform>
            <numerusform>Carte distribuite in %n partite, accanto a quanto il caso darebbe a una parte per il numero di carte che ha ricevuto (le prime quattro carte del tavolo non sono di nessuno):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won, {drawn} drawn</source>
        <translation>
            <numerusform>{name}: %n partita, vinte {won}, pari {drawn}</numerusform>
            <numerusform>{name}: %n partite, vinte {won}, pari {drawn}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won</source>
        <translation>
            <numerusform>{name}: %n partita, vinte {won}</numerusform>
            <numerusform>{name}: %n partite, vinte {won}</numerusform>
        </translation>
    </message>
    <message>
        <source>By name, every variant: {people}.</source>
        <translation>Per nome, tutte le varianti: {people}.</translation>
    </message>
    <message>
        <source>Today: won.</source>
        <translation>Oggi: vinta.</translation>
    </message>
    <message>
        <source>Today: lost.</source>
        <translation>Oggi: persa.</translation>
    </message>
    <message>
        <source>Today: drawn.</source>
        <translation>Oggi: pari.</translation>
    </message>
    <message>
        <source>Today: being played.</source>
        <translation>Oggi: in corso.</translation>
    </message>
    <message>
        <source>Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts.</source>
        <translation>Distribuzione del giorno (menu Partita): non ancora giocata. La stessa distribuzione per tutti ogni giorno; conta il primo tentativo.</translation>
    </message>
    <message>
        <source>Daily deal: {played}, {won} won; winning streak {run} (longest {longest}).</source>
        <translation>Distribuzione del giorno: {played}, vinti {won}; serie di vittorie {run} (record {longest}).</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) played</source>
        <translation>
            <numerusform>%n giorno giocato</numerusform>
            <numerusform>%n giorni giocati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n giorno</numerusform>
            <numerusform>%n giorni</numerusform>
        </translation>
    </message>
    <message>
        <source>In {variant} a match is a single game</source>
        <translation>Nella variante {variant} un incontro è una sola partita</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n point(s)</source>
        <translation>
            <numerusform>Gli incontri si giocano a %n punto</numerusform>
            <numerusform>Gli incontri si giocano a %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Games finished, and games given up in the middle (counted as lost)</source>
        <translation>Partite finite e partite abbandonate a metà (contate come perse)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Games you won, and their share of the games played</source>
        <translation>Le partite che hai vinto e la loro percentuale sulle partite giocate</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pareggiate</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Incontri giocati</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Incontri vinti</translation>
    </message>
    <message>
        <source>Most cards in a game</source>
        <translation>Più carte in una partita</translation>
    </message>
    <message>
        <source>Best game score</source>
        <translation>Miglior punteggio in una partita</translation>
    </message>
    <message>
        <source>Your most cards captured in one game</source>
        <translation>Il massimo di carte che hai preso in una partita</translation>
    </message>
    <message>
        <source>Your most points in one game</source>
        <translation>Il massimo di punti che hai fatto in una partita</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Times you cleared the table (they do not score in Original)</source>
        <translation>Le volte in cui hai svuotato il tavolo (nell'Originale non danno punti)</translation>
    </message>
    <message>
        <source>Times you cleared the table</source>
        <translation>Le volte in cui hai svuotato il tavolo</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Serie di vittorie attuale</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Partite vinte di fila, fino all'ultima</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Your most games won in a row</source>
        <translation>Il massimo di partite che hai vinto di fila</translation>
    </message>
    <message>
        <source>Games with undo</source>
        <translation>Partite con annullamento</translation>
    </message>
    <message>
        <source>Games in which you took a move back</source>
        <translation>Partite in cui hai annullato una mossa</translation>
    </message>
    <message>
        <source>Games given up</source>
        <translation>Partite abbandonate</translation>
    </message>
    <message>
        <source>Games left for a new one or another variant: each counts as lost</source>
        <translation>Partite lasciate per una nuova o per un'altra variante: ciascuna conta come persa</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Each person who gave a name in Variants, under that name, alone at the table or sharing the screen</source>
        <translation>Ogni persona che ha dato un nome in Varianti, con quel nome, da sola al tavolo o condividendo lo schermo</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reimposta…</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>{side}, {item}: {value}</source>
        <translation>{side}, {item}: {value}</translation>
    </message>
    <message>
        <source>&amp;Reset {variant}…</source>
        <translation>&amp;Reimposta {variant}…</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero</source>
        <translation>Riporta a zero le tue statistiche di {variant}</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Reimposta le statistiche</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero?

This cannot be undone.</source>
        <translation>Vuoi riportare a zero le tue statistiche di {variant}?

L'operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>variant_dialog</name>
    <message>
        <source>Four players in two sides, partners opposite (South and North against West and East): captures score together and the match is between sides</source>
        <translation>Quattro giocatori in due squadre, con i compagni uno di fronte all'altro (Sud e Nord contro Ovest ed Est): le prese contano insieme e l'incontro è tra le squadre</translation>
    </message>
    <message>
        <source>Choose a Variant</source>
        <translation>Scegli una variante</translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation>Scegli una variante</translation>
    </message>
    <message>
        <source>Which Cassino would you like to play?</source>
        <translation>A quale Cassino vuoi giocare?</translation>
    </message>
    <message>
        <source>{title}: {description}</source>
        <translation>{title}: {description}</translation>
    </message>
    <message>
        <source>Other &amp;players:</source>
        <translation>Altri &amp;giocatori:</translation>
    </message>
    <message>
        <source>Other players at the table</source>
        <translation>Altri giocatori al tavolo</translation>
    </message>
    <message>
        <source>Partn&amp;erships: South and North against West and East</source>
        <translation>&amp;Coppie: Sud e Nord contro Ovest ed Est</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fatto</translation>
    </message>
    <message>
        <source>Partnerships are played by four: choose three computers</source>
        <translation>Si gioca a coppie in quattro: scegli tre computer</translation>
    </message>
    <message>
        <source>{opponents} (a table of {players})</source>
        <translation>{opponents} (un tavolo da {players})</translation>
    </message>
    <message>
        <source>{variant} is played by two.</source>
        <translation>{variant} si gioca in due.</translation>
    </message>
    <message>
        <source>Clearance, Advanced and Royal seat up to four.</source>
        <translation>Clearance, Avanzato e Reale si giocano fino a quattro giocatori.</translation>
    </message>
</context>
<context>
    <name>message_bar</name>
    <message>
        <source>Message about your files</source>
        <translation>Messaggio sui tuoi file</translation>
    </message>
    <message>
        <source>Close this message (Escape)</source>
        <translation>Chiudi questo messaggio (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>Play online</source>
        <translation>Gioca online</translation>
    </message>
    <message>
        <source>Your Matrix account</source>
        <translation>Il tuo account Matrix</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Homeserver</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nome utente</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <source>&amp;Homeserver:</source>
        <translation>&amp;Homeserver:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Nome utente:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>&amp;Sign in</source>
        <translation>&amp;Accedi</translation>
    </message>
    <message>
        <source>Only the key the server gives is kept, in the system's keyring or a file only you can read; never the password.</source>
        <translation>Si conserva solo la chiave che dà il server, nel portachiavi del sistema o in un file che solo tu puoi leggere; mai la password.</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Esci dall'account</translation>
    </message>
    <message>
        <source>Your tables</source>
        <translation>I tuoi tavoli</translation>
    </message>
    <message>
        <source>&amp;Play at this table</source>
        <translation>&amp;Gioca a questo tavolo</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Aggio&amp;rna</translation>
    </message>
    <message>
        <source>A new table</source>
        <translation>Un tavolo nuovo</translation>
    </message>
    <message>
        <source>@friend:example.org</source>
        <translation>@amico:esempio.org</translation>
    </message>
    <message>
        <source>Your friend's Matrix ID</source>
        <translation>L'ID Matrix del tuo amico</translation>
    </message>
    <message>
        <source>another friend, if more play</source>
        <translation>un altro amico, se giocate in più</translation>
    </message>
    <message>
        <source>Your second friend's Matrix ID</source>
        <translation>L'ID Matrix del tuo secondo amico</translation>
    </message>
    <message>
        <source>Your third friend's Matrix ID</source>
        <translation>L'ID Matrix del tuo terzo amico</translation>
    </message>
    <message>
        <source>Pla&amp;y in partnerships, partners opposite</source>
        <translation>Gioca a &amp;coppie, compagni di fronte</translation>
    </message>
    <message>
        <source>With three friends: you and your second friend against the other two.</source>
        <translation>Con tre amici: tu e il tuo secondo amico contro gli altri due.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>{title}, {rules}</source>
        <translation>{title}, {rules}</translation>
    </message>
    <message>
        <source>&amp;Friend:</source>
        <translation>A&amp;mico:</translation>
    </message>
    <message>
        <source>Second friend:</source>
        <translation>Secondo amico:</translation>
    </message>
    <message>
        <source>Third friend:</source>
        <translation>Terzo amico:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Invite and sit down</source>
        <translation>&amp;Invita e siediti</translation>
    </message>
    <message>
        <source>What the online table is doing</source>
        <translation>Che cosa sta facendo il tavolo online</translation>
    </message>
    <message>
        <source>Signed in as {user}.</source>
        <translation>Accesso eseguito come {user}.</translation>
    </message>
    <message>
        <source>Give the homeserver's address, your user name and your password.</source>
        <translation>Indica l'indirizzo dell'homeserver, il tuo nome utente e la tua password.</translation>
    </message>
    <message>
        <source>{names}: a move since yours ({friends})</source>
        <translation>{names}: c'è stata una mossa dopo la tua ({friends})</translation>
    </message>
    <message>
        <source>{names}: waiting for their moves ({friends})</source>
        <translation>{names}: in attesa delle loro mosse ({friends})</translation>
    </message>
    <message>
        <source>{name} invites you to a table ({friend})</source>
        <translation>{name} ti invita a un tavolo ({friend})</translation>
    </message>
    <message>
        <source>{name}: your move ({friend})</source>
        <translation>{name}: tocca a te ({friend})</translation>
    </message>
    <message>
        <source>{name}: waiting for their move ({friend})</source>
        <translation>{name}: in attesa della sua mossa ({friend})</translation>
    </message>
    <message>
        <source>No tables yet: invite a friend below.</source>
        <translation>Ancora nessun tavolo: invita un amico qui sotto.</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:server, for example @ann:matrix.org.</source>
        <translation>Un ID Matrix ha la forma @nome:server, per esempio @ann:matrix.org.</translation>
    </message>
    <message>
        <source>Each friend sits at the table once: give each Matrix ID once.</source>
        <translation>Ogni amico siede al tavolo una volta sola: indica ogni ID Matrix una volta sola.</translation>
    </message>
    <message numerus="yes">
        <source>{variant} is not played by %n player(s): invite as many friends as it seats.</source>
        <translation>
            <numerusform>{variant} non si gioca in %n giocatore: invita tanti amici quanti ne prevede.</numerusform>
            <numerusform>{variant} non si gioca in %n giocatori: invita tanti amici quanti ne prevede.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you and {name} both shuffled and locked, each blind to the other's shuffle: neither of you, nor the server, could choose the cards or see the other's hand.</source>
        <translation>Questa partita è stata distribuita da un mazzo che tu e {name} avete mescolato e chiuso entrambi, ciascuno senza vedere la mescolata dell'altro: né voi né il server potevate scegliere le carte o vedere la mano dell'altro.</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {name} some other way than through the server (by voice, say): the same code on both screens means that you share one deal, with no one between you.</source>
        <translation>Codice della distribuzione: {code}. Leggilo a {name} in un altro modo che non passi dal server (a voce, per esempio): lo stesso codice sui due schermi vuol dire che avete una sola distribuzione, senza nessuno in mezzo.</translation>
    </message>
    <message>
        <source>Checked: both secrets give this deal and every move that was played in it.</source>
        <translation>Verificato: entrambi i segreti danno questa distribuzione e ogni mossa giocata.</translation>
    </message>
    <message>
        <source>When the game ends, both secrets are revealed and every card and move is checked.</source>
        <translation>Quando la partita finisce, entrambi i segreti vengono rivelati e ogni carta e mossa viene verificata.</translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you, {names} each shuffled and locked, each blind to the others' shuffles: none of you, nor the server, could choose the cards or see another's hand.</source>
        <translation>Questa partita è stata distribuita da un mazzo che tu, {names} avete mescolato e chiuso, ciascuno senza vedere le mescolate degli altri: né voi né il server potevate scegliere le carte o vedere la mano di un altro.</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {names} some other way than through the server (by voice, say): the same code on every screen means that you all share one deal, with no one between you.</source>
        <translation>Codice della distribuzione: {code}. Leggilo a {names} in un altro modo che non passi dal server (a voce, per esempio): lo stesso codice su ogni schermo vuol dire che avete tutti una sola distribuzione, senza nessuno in mezzo.</translation>
    </message>
    <message>
        <source>Checked: every player's secret gives this deal and every move that was played in it.</source>
        <translation>Verificato: i segreti di tutti i giocatori danno questa distribuzione e ogni mossa giocata.</translation>
    </message>
    <message>
        <source>When the game ends, every secret is revealed and every card and move is checked.</source>
        <translation>Quando la partita finisce, tutti i segreti vengono rivelati e ogni carta e mossa viene verificata.</translation>
    </message>
    <message>
        <source>Signed out: the online game waits at its table until you sign in and take it up.</source>
        <translation>Sei uscito dall'account: la partita online aspetta al suo tavolo finché non accedi e la riprendi.</translation>
    </message>
    <message>
        <source>Shuffling the sealed deck with {name}…</source>
        <translation>Mescolando il mazzo sigillato con {name}…</translation>
    </message>
    <message>
        <source>Online table with {friend}: {variant}.</source>
        <translation>Tavolo online con {friend}: {variant}.</translation>
    </message>
    <message>
        <source>your program</source>
        <translation>il tuo programma</translation>
    </message>
    <message>
        <source>The online game waits at its table: Game ▸ Play online takes it up again.</source>
        <translation>La partita online aspetta al suo tavolo: Partita ▸ Gioca online la riprende.</translation>
    </message>
    <message>
        <source>Game {number} goes on at move {moves}.</source>
        <translation>La partita {number} riprende dalla mossa {moves}.</translation>
    </message>
    <message>
        <source>The online match is over; every game's deal was checked.</source>
        <translation>L'incontro online è finito; la distribuzione di ogni partita è stata verificata.</translation>
    </message>
    <message>
        <source>Shuffling the next game's sealed deck…</source>
        <translation>Mescolando il mazzo sigillato della prossima partita…</translation>
    </message>
    <message>
        <source>{name} has moved: your turn.</source>
        <translation>{name} ha giocato: tocca a te.</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>Invio della tua mossa…</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against both players' secrets.</source>
        <translation>La distribuzione della partita {number} è verificata: ogni carta e ogni mossa, con i segreti di entrambi i giocatori.</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against every player's secret.</source>
        <translation>La distribuzione della partita {number} è verificata: ogni carta e ogni mossa, con i segreti di tutti i giocatori.</translation>
    </message>
    <message>
        <source>The online game stopped: {why} ({detail})</source>
        <translation>La partita online si è fermata: {why} ({detail})</translation>
    </message>
    <message>
        <source>The online game stopped. Start a new game (F2).</source>
        <translation>La partita online si è fermata. Inizia una nuova partita (F2).</translation>
    </message>
    <message>
        <source>The online game stopped: {why}</source>
        <translation>La partita online si è fermata: {why}</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>{name} sent something that is no part of the game.</source>
        <translation>{name} ha inviato qualcosa che non fa parte del gioco.</translation>
    </message>
    <message>
        <source>an event of {name}'s was repeated, lost, reordered or changed on its way.</source>
        <translation>un evento di {name} è stato ripetuto, perso, riordinato o cambiato per strada.</translation>
    </message>
    <message>
        <source>{name} sat down at a table set otherwise (another variant or other house rules).</source>
        <translation>{name} si è seduto a un tavolo impostato diversamente (un'altra variante o altre regole della casa).</translation>
    </message>
    <message>
        <source>{name} sent an event out of its place (a move out of turn, or before the keys it owed).</source>
        <translation>{name} ha inviato un evento fuori posto (una mossa fuori turno, o prima delle chiavi dovute).</translation>
    </message>
    <message>
        <source>{name} shuffled the sealed deck as no honest program could.</source>
        <translation>{name} ha mescolato il mazzo sigillato come nessun programma onesto potrebbe.</translation>
    </message>
    <message>
        <source>{name} sent a key that opens no card it may show.</source>
        <translation>{name} ha inviato una chiave che non apre nessuna carta che possa mostrare.</translation>
    </message>
    <message>
        <source>{name} played a card that was not in their hand.</source>
        <translation>{name} ha giocato una carta che non aveva in mano.</translation>
    </message>
    <message>
        <source>{name} made a move the rules do not allow.</source>
        <translation>{name} ha fatto una mossa che le regole non permettono.</translation>
    </message>
    <message>
        <source>{name}'s secret at the end does not give the deal that was played: the deal was not honest.</source>
        <translation>Il segreto di {name} alla fine non dà la distribuzione giocata: la distribuzione non era onesta.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Accesso in corso…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Uscita dall'account…</translation>
    </message>
    <message>
        <source>Reading your tables…</source>
        <translation>Lettura dei tuoi tavoli…</translation>
    </message>
    <message>
        <source>Making the table and inviting {friend}…</source>
        <translation>Creazione del tavolo e invito a {friend}…</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>Ci si siede al tavolo…</translation>
    </message>
    <message>
        <source>The online table has stopped: open Play online again.</source>
        <translation>Il tavolo online si è fermato: apri di nuovo Gioca online.</translation>
    </message>
    <message>
        <source>Sign in first.</source>
        <translation>Prima accedi.</translation>
    </message>
    <message>
        <source>You are not at an online table.</source>
        <translation>Non sei a un tavolo online.</translation>
    </message>
    <message>
        <source>The table cannot take your move now: {reason}.</source>
        <translation>Il tavolo non può accettare la tua mossa ora: {reason}.</translation>
    </message>
    <message>
        <source>That move is not allowed: {reason}.</source>
        <translation>Questa mossa non è permessa: {reason}.</translation>
    </message>
    <message>
        <source>The table could not be set: {reason}.</source>
        <translation>Il tavolo non si è potuto preparare: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong at the online table: {reason}.</source>
        <translation>Qualcosa è andato storto al tavolo online: {reason}.</translation>
    </message>
</context>
<context>
    <name>pace</name>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Wait for my click</source>
        <translation>Aspetta il mio clic</translation>
    </message>
</context>
<context>
    <name>pass_screen</name>
    <message>
        <source>Show my cards</source>
        <translation>Mostra le mie carte</translation>
    </message>
    <message>
        <source>The moves since your last turn:</source>
        <translation>Le mosse dal tuo ultimo turno:</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passa lo schermo a {name}</translation>
    </message>
    <message>
        <source>{name}, press the button when only you can see the screen: your hand will show. Everyone's cards are face down until then.</source>
        <translation>{name}, premi il pulsante quando solo tu puoi vedere lo schermo: apparirà la tua mano. Fino ad allora le carte di tutti sono coperte.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Chiude il pannello</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Sgancia</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Sgancia e riaggancia il pannello</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>Scorri a sinistra</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Scorri a destra</translation>
    </message>
</context>
<context>
    <name>score_model</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>The game of the match; Σ marks the match so far</source>
        <translation>La partita dell'incontro; Σ indica l'incontro finora</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>Il giocatore</translation>
    </message>
    <message>
        <source>Most
cards</source>
        <translation>Più
carte</translation>
    </message>
    <message>
        <source>Most cards: 3 points to whoever has the most (none when the most is shared)</source>
        <translation>Più carte: 3 punti a chi ne ha di più (nessuno in caso di parità)</translation>
    </message>
    <message>
        <source>Most
♠</source>
        <translation>Più
♠</translation>
    </message>
    <message>
        <source>Most spades: 1 point to whoever has the most (none when it is shared)</source>
        <translation>Più picche: 1 punto a chi ne ha di più (nessuno in caso di parità)</translation>
    </message>
    <message>
        <source>10♦
2♠</source>
        <translation>10♦
2♠</translation>
    </message>
    <message>
        <source>The cassinos: the 10 of diamonds (big) 2 points, the 2 of spades (little) 1</source>
        <translation>I due Cassino: il 10 di quadri (grande) 2 punti, il 2 di picche (piccolo) 1</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <source>Aces: 1 point each</source>
        <translation>Assi: 1 punto ciascuno</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Sweeps: 1 point each</source>
        <translation>Scope: 1 punto ciascuna</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, the match score</source>
        <translation>Punti in questa partita; nelle righe Σ, il punteggio dell'incontro</translation>
    </message>
    <message>
        <source>Spade
pts</source>
        <translation>Punti
picche</translation>
    </message>
    <message>
        <source>Spade points (Spade Cassino): the jack of spades 2, every other spade 1</source>
        <translation>Punti delle picche (Cassino di picche): il fante di picche 2, ogni altra picca 1</translation>
    </message>
    <message>
        <source>Most cards: 1 point to every player with the most</source>
        <translation>Più carte: 1 punto a ogni giocatore che ne ha di più</translation>
    </message>
    <message>
        <source>Most spades: 1 point to every player with the most</source>
        <translation>Più picche: 1 punto a ogni giocatore che ne ha di più</translation>
    </message>
    <message>
        <source>The 10 of diamonds and the 2 of spades: 2 points each</source>
        <translation>Il 10 di quadri e il 2 di picche: 2 punti ciascuno</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, all games so far</source>
        <translation>Punti in questa partita; nelle righe Σ, tutte le partite finora</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Cards captured: one point each; on the Σ rows, all games so far</source>
        <translation>Carte prese: un punto ciascuna; nelle righe Σ, tutte le partite finora</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Who won the game; on the Σ rows, games won</source>
        <translation>Chi ha vinto la partita; nelle righe Σ, le partite vinte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Più carte</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Più picche</translation>
    </message>
    <message>
        <source>Cassinos</source>
        <translation>Cassino grande e piccolo</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Punti delle picche</translation>
    </message>
    <message>
        <source>most cards</source>
        <translation>più carte</translation>
    </message>
    <message>
        <source>most spades</source>
        <translation>più picche</translation>
    </message>
    <message>
        <source>big cassino</source>
        <translation>Cassino grande</translation>
    </message>
    <message>
        <source>little cassino</source>
        <translation>Cassino piccolo</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>assi</translation>
    </message>
    <message>
        <source>sweeps</source>
        <translation>scope</translation>
    </message>
    <message>
        <source>spade points</source>
        <translation>punti delle picche</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>nessun punto</translation>
    </message>
    <message>
        <source>Σ</source>
        <comment>the mark of the total rows (the match so far), as in the column's tooltip</comment>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n vittoria</numerusform>
            <numerusform>%n vittorie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {won}, {cards} in {games}</source>
        <translation>{name}: {won}, {cards} in {games}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n partita vinta</numerusform>
            <numerusform>%n partite vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points} in {games}</source>
        <translation>{name}: {points} in {games}</translation>
    </message>
    <message>
        <source>{name}: {points} in {games}; the match is to {target}</source>
        <translation>{name}: {points} in {games}; l'incontro si gioca a {target}</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n card(s) captured</source>
        <translation>
            <numerusform>Partita {game}, {name}: %n carta presa</numerusform>
            <numerusform>Partita {game}, {name}: %n carte prese</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {captured}, {points}</source>
        <translation>Partita {game}, {name}: {captured}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) captured</source>
        <translation>
            <numerusform>%n carta presa</numerusform>
            <numerusform>%n carte prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s) captured</source>
        <translation>
            <numerusform>%n picca presa</numerusform>
            <numerusform>%n picche prese</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {big} for big cassino (10♦), {little} for little cassino (2♠)</source>
        <translation>Partita {game}, {name}: {big} per il Cassino grande (10♦), {little} per il Cassino piccolo (2♠)</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n point(s) for {category}</source>
        <translation>
            <numerusform>Partita {game}, {name}: %n punto per {category}</numerusform>
            <numerusform>Partita {game}, {name}: %n punti per {category}</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {breakdown}</source>
        <translation>Partita {game}, {name}: {breakdown}</translation>
    </message>
    <message>
        <source>Total, {name}, {column}: {value}</source>
        <translation>Totale, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Game {game}, {name}, {column}: {value}</source>
        <translation>Partita {game}, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Double-click a game, or right-click it, to review it move by move</source>
        <translation>Fai doppio clic su una partita, o clic destro, per rivederla mossa per mossa</translation>
    </message>
    <message>
        <source>Match score sheet</source>
        <translation>Segnapunti dell'incontro</translation>
    </message>
    <message>
        <source>&amp;Review game {game}…</source>
        <translation>&amp;Rivedi la partita {game}…</translation>
    </message>
</context>
<context>
    <name>seats_panel</name>
    <message>
        <source>South (at the bottom):</source>
        <translation>Sud (in basso):</translation>
    </message>
    <message>
        <source>West (to South's left):</source>
        <translation>Ovest (alla sinistra di Sud):</translation>
    </message>
    <message>
        <source>North (opposite South):</source>
        <translation>Nord (di fronte a Sud):</translation>
    </message>
    <message>
        <source>East (to South's right):</source>
        <translation>Est (alla destra di Sud):</translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation>Computer, facile</translation>
    </message>
    <message>
        <source>Computer, medium</source>
        <translation>Computer, medio</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>Computer, difficile</translation>
    </message>
    <message>
        <source>Computer, expert</source>
        <translation>Computer, esperto</translation>
    </message>
    <message>
        <source>At least one seat must be a person's.</source>
        <translation>Almeno un posto deve essere occupato da una persona.</translation>
    </message>
    <message>
        <source>Two people are called {name}.</source>
        <translation>Due persone si chiamano {name}.</translation>
    </message>
    <message>
        <source>{name} is the name of a chair: choose another.</source>
        <translation>{name} è il nome di un posto: scegline un altro.</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <source>Any seat can be a person. People sharing the screen pass it on at each turn; nobody sees another person's hand.</source>
        <translation>Ogni posto può essere occupato da una persona. Chi condivide lo schermo se lo passa a ogni turno; nessuno vede la mano degli altri.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Who plays {chair}</source>
        <translation>Chi gioca come {chair}</translation>
    </message>
    <message>
        <source>Name of the person playing {chair}</source>
        <translation>Nome della persona che gioca come {chair}</translation>
    </message>
    <message>
        <source>You (type a name)</source>
        <translation>Tu (scrivi un nome)</translation>
    </message>
    <message>
        <source>{chair} (type a name)</source>
        <translation>{chair} (scrivi un nome)</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message numerus="yes">
        <source>A name is at most %n printable character(s), without spaces at either end.</source>
        <translation>
            <numerusform>Un nome ha al massimo %n carattere stampabile, senza spazi all'inizio o alla fine.</numerusform>
            <numerusform>Un nome ha al massimo %n caratteri stampabili, senza spazi all'inizio o alla fine.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>It is the computer's turn.</source>
        <translation>Tocca al computer.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>the saved match is over</source>
        <translation>l'incontro salvato è finito</translation>
    </message>
    <message>
        <source>the saved seats are not the match's table</source>
        <translation>i posti salvati non corrispondono al tavolo dell'incontro</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>a value of another kind ({kind})</source>
        <translation>un valore di un altro tipo ({kind})</translation>
    </message>
    <message>
        <source>Qt could not read it as a settings file</source>
        <translation>Qt non è riuscito a leggerlo come file di impostazioni</translation>
    </message>
    <message>
        <source>its {key} is {value}</source>
        <translation>la voce {key} vale {value}</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>è decisamente troppo grande</translation>
    </message>
    <message>
        <source>Your settings file {path} is not a regular file ({kind}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>Il tuo file delle impostazioni {path} non è un file normale ({kind}), quindi è stato lasciato com'è e le tue impostazioni vengono conservate solo per questa sessione.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>Non è stato possibile leggere il tuo file delle impostazioni {path} ({reason}), quindi è stato lasciato com'è e le tue impostazioni vengono conservate solo per questa sessione.</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}) and could not be set aside ({error}), so the defaults are used for this run only.</source>
        <translation>Il tuo file delle impostazioni {path} era danneggiato ({reason}) e non è stato possibile metterlo da parte ({error}), quindi per questa sessione si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}), so it was set aside as {name} and the defaults are used.</source>
        <translation>Il tuo file delle impostazioni {path} era danneggiato ({reason}), quindi è stato messo da parte come {name} e si usano le impostazioni predefinite.</translation>
    </message>
</context>
<context>
    <name>single_instance</name>
    <message>
        <source>Cassino is already open (process {pid}) but does not answer. Close it, or end that process, then start Cassino again: two windows would play over the same saved game.</source>
        <translation>Cassino è già aperto (processo {pid}) ma non risponde. Chiudilo, o termina quel processo, poi avvia di nuovo Cassino: due finestre giocherebbero sulla stessa partita salvata.</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>scarto</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>presa</translation>
    </message>
    <message>
        <source>build</source>
        <translation>costruzione</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a queen</comment>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>a list</comment>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>You drop {card}</source>
        <translation>Tu cali {card}</translation>
    </message>
    <message>
        <source>{who} drops {card}</source>
        <translation>{who} cala {card}</translation>
    </message>
    <message>
        <source>You trail {card}</source>
        <translation>Tu scarti {card}</translation>
    </message>
    <message>
        <source>{who} trails {card}</source>
        <translation>{who} scarta {card}</translation>
    </message>
    <message>
        <source>You take {cards} with {card}</source>
        <translation>Tu prendi {cards} con {card}</translation>
    </message>
    <message>
        <source>{who} takes {cards} with {card}</source>
        <translation>{who} prende {cards} con {card}</translation>
    </message>
    <message>
        <source>You build a group of {value}: {card} on {cards}</source>
        <translation>Tu costruisci un gruppo di {value}: {card} su {cards}</translation>
    </message>
    <message>
        <source>{who} builds a group of {value}: {card} on {cards}</source>
        <translation>{who} costruisce un gruppo di {value}: {card} su {cards}</translation>
    </message>
    <message>
        <source>You build {value}: {card} on {cards}</source>
        <translation>Tu costruisci {value}: {card} su {cards}</translation>
    </message>
    <message>
        <source>{who} builds {value}: {card} on {cards}</source>
        <translation>{who} costruisce {value}: {card} su {cards}</translation>
    </message>
    <message>
        <source>the group of {value}</source>
        <translation>il gruppo di {value}</translation>
    </message>
    <message>
        <source>your build of {value}</source>
        <translation>la tua costruzione di {value}</translation>
    </message>
    <message>
        <source>their own build of {value}</source>
        <translation>la propria costruzione di {value}</translation>
    </message>
    <message>
        <source>the computer’s build of {value}</source>
        <translation>la costruzione di {value} del computer</translation>
    </message>
    <message>
        <source>{name}’s build of {value}</source>
        <translation>la costruzione di {value} di {name}</translation>
    </message>
    <message>
        <source>You raise {build} and {cards} to {value} with {card}</source>
        <translation>Tu alzi {build} e {cards} a {value} con {card}</translation>
    </message>
    <message>
        <source>{who} raises {build} and {cards} to {value} with {card}</source>
        <translation>{who} alza {build} e {cards} a {value} con {card}</translation>
    </message>
    <message>
        <source>You raise {build} to {value} with {card}</source>
        <translation>Tu alzi {build} a {value} con {card}</translation>
    </message>
    <message>
        <source>{who} raises {build} to {value} with {card}</source>
        <translation>{who} alza {build} a {value} con {card}</translation>
    </message>
    <message>
        <source>You add {cards} to {build} with {card}</source>
        <translation>Tu rinforzi {build} con {cards} giocando {card}</translation>
    </message>
    <message>
        <source>{who} adds {cards} to {build} with {card}</source>
        <translation>{who} rinforza {build} con {cards} giocando {card}</translation>
    </message>
    <message>
        <source>You add {card} to {build}</source>
        <translation>Tu rinforzi {build} con {card}</translation>
    </message>
    <message>
        <source>{who} adds {card} to {build}</source>
        <translation>{who} rinforza {build} con {card}</translation>
    </message>
    <message>
        <source>You sweep the table</source>
        <translation>Tu fai scopa</translation>
    </message>
    <message>
        <source>{who} sweeps the table</source>
        <translation>{who} fa scopa</translation>
    </message>
    <message>
        <source>You take the big cassino, {card}</source>
        <translation>Tu prendi il Cassino grande, {card}</translation>
    </message>
    <message>
        <source>{who} takes the big cassino, {card}</source>
        <translation>{who} prende il Cassino grande, {card}</translation>
    </message>
    <message>
        <source>You take the little cassino, {card}</source>
        <translation>Tu prendi il Cassino piccolo, {card}</translation>
    </message>
    <message>
        <source>{who} takes the little cassino, {card}</source>
        <translation>{who} prende il Cassino piccolo, {card}</translation>
    </message>
    <message>
        <source>You take away {build}</source>
        <translation>Tu porti via {build}</translation>
    </message>
    <message>
        <source>{who} takes away {build}</source>
        <translation>{who} porta via {build}</translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to you: {cards}.</source>
        <translation>
            <numerusform>Rimane %n carta sul tavolo e va a te: {cards}.</numerusform>
            <numerusform>Rimangono %n carte sul tavolo e vanno a te: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to {name}: {cards}.</source>
        <translation>
            <numerusform>Rimane %n carta sul tavolo e va a chi ha fatto l'ultima presa ({name}): {cards}.</numerusform>
            <numerusform>Rimangono %n carte sul tavolo e vanno a chi ha fatto l'ultima presa ({name}): {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop {card}</source>
        <translation>Cala {card}</translation>
    </message>
    <message>
        <source>Trail {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation>Prendi {cards} con {card}</translation>
    </message>
    <message>
        <source>Build a group of {value} with {card} on {cards}</source>
        <translation>Costruisci un gruppo di {value} con {card} su {cards}</translation>
    </message>
    <message>
        <source>Build {value} with {card} on {cards}</source>
        <translation>Costruisci {value} con {card} su {cards}</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>regole della casa</translation>
    </message>
    <message>
        <source>{variant} ({rules})</source>
        <translation>{variant} ({rules})</translation>
    </message>
    <message>
        <source>{title} in partnerships</source>
        <translation>{title} a coppie</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n points.</source>
        <translation>
            <numerusform>Gli incontri si giocano a %n punto.</numerusform>
            <numerusform>Gli incontri si giocano a %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>P&amp;rendi</translation>
    </message>
    <message>
        <source>G&amp;roup</source>
        <translation>&amp;Gruppo</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Cala</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>P&amp;rendi</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Costruisci</translation>
    </message>
    <message>
        <source>&amp;Trail</source>
        <translation>&amp;Scarta</translation>
    </message>
</context>
<context>
    <name>card_item</name>
    <message>
        <source>A group of {value}: a {value} takes it; anyone may pair or combine it further (up to 10)</source>
        <translation>Un gruppo di {value}: lo prende un {value}; chiunque può accoppiarlo o combinarlo ancora (fino a 10)</translation>
    </message>
    <message>
        <source>A multiple build of {value}, yours: its value is fixed; only a {value} takes it</source>
        <translation>Una costruzione multipla di {value}, tua: il suo valore è fisso; la prende solo un {value}</translation>
    </message>
    <message>
        <source>A single build of {value}, yours: it can be raised or taken</source>
        <translation>Una costruzione semplice di {value}, tua: si può alzare o prendere</translation>
    </message>
    <message>
        <source>A multiple build of {value}, your partner {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>Una costruzione multipla di {value}, del tuo compagno {owner}: il suo valore è fisso; la prende solo un {value}</translation>
    </message>
    <message>
        <source>A single build of {value}, your partner {owner}’s: it can be raised or taken</source>
        <translation>Una costruzione semplice di {value}, del tuo compagno {owner}: si può alzare o prendere</translation>
    </message>
    <message>
        <source>A multiple build of {value}, the computer’s: its value is fixed; only a {value} takes it</source>
        <translation>Una costruzione multipla di {value}, del computer: il suo valore è fisso; la prende solo un {value}</translation>
    </message>
    <message>
        <source>A single build of {value}, the computer’s: it can be raised or taken</source>
        <translation>Una costruzione semplice di {value}, del computer: si può alzare o prendere</translation>
    </message>
    <message>
        <source>A multiple build of {value}, {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>Una costruzione multipla di {value}, di {owner}: il suo valore è fisso; la prende solo un {value}</translation>
    </message>
    <message>
        <source>A single build of {value}, {owner}’s: it can be raised or taken</source>
        <translation>Una costruzione semplice di {value}, di {owner}: si può alzare o prendere</translation>
    </message>
</context>
<context>
    <name>scene</name>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Now select the card of your hand to play with them (Space), or drag it onto them.</source>
        <translation>Ora seleziona la carta della tua mano da giocare con gli elementi selezionati (Spazio), o trascinala su di essi.</translation>
    </message>
    <message>
        <source>Select a card of your hand first (Space), or drag one.</source>
        <translation>Seleziona prima una carta della tua mano (Spazio), o trascinane una.</translation>
    </message>
</context>
<context>
    <name>table_access</name>
    <message>
        <source>Group of {value}</source>
        <translation>Gruppo di {value}</translation>
    </message>
    <message>
        <source>Fixed build of {value}, yours</source>
        <translation>Costruzione fissa di {value}, tua</translation>
    </message>
    <message>
        <source>Build of {value}, yours</source>
        <translation>Costruzione di {value}, tua</translation>
    </message>
    <message>
        <source>Fixed build of {value}, your partner {owner}’s</source>
        <translation>Costruzione fissa di {value}, del tuo compagno {owner}</translation>
    </message>
    <message>
        <source>Build of {value}, your partner {owner}’s</source>
        <translation>Costruzione di {value}, del tuo compagno {owner}</translation>
    </message>
    <message>
        <source>Fixed build of {value}, the computer’s</source>
        <translation>Costruzione fissa di {value}, del computer</translation>
    </message>
    <message>
        <source>Build of {value}, the computer’s</source>
        <translation>Costruzione di {value}, del computer</translation>
    </message>
    <message>
        <source>Fixed build of {value}, {owner}’s</source>
        <translation>Costruzione fissa di {value}, di {owner}</translation>
    </message>
    <message>
        <source>Build of {value}, {owner}’s</source>
        <translation>Costruzione di {value}, di {owner}</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Nella tua mano</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>Sul tavolo: {cards}</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Una carta coperta</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
    <message numerus="yes">
        <source>You have taken %n card(s)</source>
        <translation>
            <numerusform>Hai preso %n carta</numerusform>
            <numerusform>Hai preso %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation>Le tue prese</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazzo: %n carta</numerusform>
            <numerusform>Mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Coperte</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation>
            <numerusform>{name}: %n carta in mano</numerusform>
            <numerusform>{name}: %n carte in mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>Scoperte: {cards}. {name} ha preso %n carta e deve giocare.</numerusform>
            <numerusform>Scoperte: {cards}. {name} ha preso %n carte e deve giocare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>Scoperte: {cards}. {name} ha preso %n carta.</numerusform>
            <numerusform>Scoperte: {cards}. {name} ha preso %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>Coperte. {name} ha preso %n carta e deve giocare.</numerusform>
            <numerusform>Coperte. {name} ha preso %n carte e deve giocare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>Coperte. {name} ha preso %n carta.</numerusform>
            <numerusform>Coperte. {name} ha preso %n carte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_layout</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Mazzo: {count}</translation>
    </message>
    <message>
        <source>group of {value}</source>
        <translation>gruppo di {value}</translation>
    </message>
    <message>
        <source>build {value}, fixed · {name}</source>
        <translation>costruzione {value}, fissa · {name}</translation>
    </message>
    <message>
        <source>build {value} · {name}</source>
        <translation>costruzione {value} · {name}</translation>
    </message>
    <message>
        <source>{build} ({cards})</source>
        <translation>{build} ({cards})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{name} holds {held} and has taken {taken}</source>
        <translation>{name} ha in mano {held} e ha preso {taken}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <translation>
            <numerusform>%n carta nel mazzo.</numerusform>
            <numerusform>%n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every hand is face down while the screen is passed. On the table: {table}. {others}. {stock}</source>
        <translation>Tutte le mani sono coperte mentre si passa lo schermo. Sul tavolo: {table}. {others}. {stock}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>Your hand: {hand}. On the table: {table}. You have taken {taken}; {others}. {stock}</source>
        <translation>La tua mano: {hand}. Sul tavolo: {table}. Hai preso {taken}; {others}. {stock}</translation>
    </message>
    <message>
        <source>{name}, your partner</source>
        <translation>{name}, il tuo compagno</translation>
    </message>
    <message>
        <source>{name}, partner of {partner}</source>
        <translation>{name}, compagno di {partner}</translation>
    </message>
</context>
<context>
    <name>window_parts</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>worker</name>
    <message>
        <source>The computer could not think: {reason}</source>
        <translation>Il computer non è riuscito a pensare: {reason}</translation>
    </message>
</context>
<context>
    <name>engine.refusals</name>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>unknown kind of move {kind!r}</source>
        <translation>tipo di mossa sconosciuto {kind!r}</translation>
    </message>
    <message>
        <source>a trail plays one card and takes none (rule 4.1)</source>
        <translation>uno scarto gioca una carta e non ne prende nessuna (regola 4.1)</translation>
    </message>
    <message>
        <source>a capture has no value of its own; it is the played card's</source>
        <translation>una presa non ha un valore proprio; il suo valore è quello della carta giocata</translation>
    </message>
    <message>
        <source>a {kind} needs at least one table card (rules 4.2, 4.4)</source>
        <translation>una {kind} richiede almeno una carta del tavolo (regole 4.2, 4.4)</translation>
    </message>
    <message>
        <source>a card is named twice in the move</source>
        <translation>una carta è indicata due volte nella mossa</translation>
    </message>
    <message>
        <source>the table cards of a move are listed in sort order</source>
        <translation>le carte del tavolo di una mossa vanno elencate in ordine</translation>
    </message>
    <message>
        <source>{card} is not in the hand of player {seat}</source>
        <translation>{card} non è nella mano del giocatore {seat}</translation>
    </message>
    <message>
        <source>{card} is not on the table</source>
        <translation>{card} non è sul tavolo</translation>
    </message>
    <message>
        <source>a build is taken whole: name all of its cards ({cards})</source>
        <translation>una costruzione si prende intera: indica tutte le sue carte ({cards})</translation>
    </message>
    <message>
        <source>you own a build of {values}: you may not trail until it is taken (rule 4.1)</source>
        <translation>sei proprietario di una costruzione di {values}: non puoi scartare finché non viene presa (regola 4.1)</translation>
    </message>
    <message>
        <source>you own a build of {values}: this turn you must take it in or add to it (house rule)</source>
        <translation>sei proprietario di una costruzione di {values}: in questo turno devi prenderla o ampliarla (regola della casa)</translation>
    </message>
    <message>
        <source>you must keep a card to take your build of {value} (rule 4.5)</source>
        <translation>devi tenere una carta per prendere la tua costruzione di {value} (regola 4.5)</translation>
    </message>
    <message>
        <source>one card kept back answers for one build: keep a card for your build of {low} and another for your build of {high} (rule 4.5)</source>
        <translation>una carta tenuta da parte vale per una costruzione sola: tieni una carta per la tua costruzione di {low} e un'altra per quella di {high} (regola 4.5)</translation>
    </message>
    <message>
        <source>a {name} takes exactly one loose {name} (rule 4.3)</source>
        <translation>una figura prende esattamente una sola carta libera uguale, {name} con {name} (regola 4.3)</translation>
    </message>
    <message>
        <source>a {name} takes every loose {name} at once (house rule)</source>
        <translation>una figura prende in una volta sola tutte le carte libere uguali, {name} con {name} (regola della casa)</translation>
    </message>
    <message>
        <source>{card} is a face card: it is never summed, only paired by its rank (rule 4.3)</source>
        <translation>{card} è una figura: non si somma mai, si accoppia solo con carte uguali (regola 4.3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} is only taken by a {value} (rule 4.2)</source>
        <translation>una costruzione multipla di {value} si prende solo con un {value} (regola 4.2)</translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {worth} to take with {card} (rule 4.2)</source>
        <translation>{cards} non si possono dividere in gruppi da {worth} da prendere con {card} (regola 4.2)</translation>
    </message>
    <message>
        <source>builds go up to {highest} in {variant} (rule 4.4)</source>
        <translation>nella variante {variant} le costruzioni arrivano fino a {highest} (regola 4.4)</translation>
    </message>
    <message>
        <source>a build is worth at least 2 (rule 4.4)</source>
        <translation>una costruzione vale almeno 2 (regola 4.4)</translation>
    </message>
    <message>
        <source>{card} is a face card: face cards never build in {variant} (rule 4.3)</source>
        <translation>{card} è una figura: nella variante {variant} le figure non entrano mai in una costruzione (regola 4.3)</translation>
    </message>
    <message>
        <source>there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)</source>
        <translation>sul tavolo c'è già una costruzione di {value}: una nuova costruzione di {value} deve includerla (regola 3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} keeps its value: it cannot become {new} (rule 4.4)</source>
        <translation>una costruzione multipla di {value} mantiene il suo valore: non può diventare {new} (regola 4.4)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be split into groups of {value} (rule 4.4)</source>
        <translation>{card} con {cards} non si può dividere in gruppi da {value} (regola 4.4)</translation>
    </message>
    <message>
        <source>you must keep a card that takes {value} to build {value} (rule 4.4)</source>
        <translation>per costruire {value} devi tenere una carta che prenda {value} (regola 4.4)</translation>
    </message>
    <message>
        <source>{card} and the named cards do not form a build of {value}</source>
        <translation>{card} e le carte indicate non formano una costruzione di {value}</translation>
    </message>
    <message>
        <source>a build is taken only whole, never summed with other cards (house rule)</source>
        <translation>una costruzione si prende solo intera, mai sommata ad altre carte (regola della casa)</translation>
    </message>
    <message>
        <source>only the played card may raise a build; table cards may not help (house rule)</source>
        <translation>solo la carta giocata può alzare una costruzione; le carte del tavolo non possono aiutare (regola della casa)</translation>
    </message>
    <message>
        <source>an ace on the table counts 1; aces count 14 only from the hand (house rule)</source>
        <translation>un asso sul tavolo vale 1; gli assi valgono 14 solo se giocati dalla mano (regola della casa)</translation>
    </message>
    <message>
        <source>a play adds to one build at most; two builds are never merged (house rule)</source>
        <translation>una giocata si aggiunge al massimo a una costruzione; due costruzioni non si uniscono mai (regola della casa)</translation>
    </message>
    <message>
        <source>{cards} cannot be paired or combined into one group of {value} to take with {card} (rule 8)</source>
        <translation>{cards} non si possono accoppiare o combinare in un unico gruppo di {value} da prendere con {card} (regola 8)</translation>
    </message>
    <message>
        <source>a group is worth 1 to 13, not {value} (rule 8)</source>
        <translation>un gruppo vale da 1 a 13, non {value} (regola 8)</translation>
    </message>
    <message>
        <source>J, Q and K only pair: a group of {value} holds cards of that rank only (rule 8)</source>
        <translation>J, Q e K si possono solo accoppiare: un gruppo di {value} contiene soltanto carte di quel valore (regola 8)</translation>
    </message>
    <message>
        <source>{names} add up to {total}: a combined group is worth at most {highest} (rule 8)</source>
        <translation>{names} fanno {total} in tutto: un gruppo combinato vale al massimo {highest} (regola 8)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be paired or combined into one group of {value} (rule 8)</source>
        <translation>{card} con {cards} non si può accoppiare o combinare in un unico gruppo di {value} (regola 8)</translation>
    </message>
    <message>
        <source>{count} cards are too many to check as one group of {value}; play fewer at a time (rule 8)</source>
        <translation>{count} carte sono troppe da verificare come un unico gruppo di {value}; giocane meno alla volta (regola 8)</translation>
    </message>
</context>
<context>
    <name>engine.house_rules</name>
    <message>
        <source>Builds may be summed</source>
        <translation>Le costruzioni si possono sommare</translation>
    </message>
    <message>
        <source>A single build may be added to other table cards to capture or build (off: a build is taken only whole; a raise by the played card follows the next switch).</source>
        <translation>Una costruzione semplice può essere sommata ad altre carte del tavolo per prendere o costruire (se disattivata: una costruzione si prende solo intera; per alzarla con la carta giocata vale l'opzione successiva).</translation>
    </message>
    <message>
        <source>Table cards may help raise a build</source>
        <translation>Le carte del tavolo possono aiutare ad alzare una costruzione</translation>
    </message>
    <message>
        <source>Loose table cards may join the played card in raising a single build (off: only the played card changes a build's value; loose groups of the new value may still join).</source>
        <translation>Le carte libere del tavolo possono unirsi alla carta giocata per alzare una costruzione semplice (se disattivata: solo la carta giocata cambia il valore di una costruzione; i gruppi liberi del nuovo valore possono comunque unirsi).</translation>
    </message>
    <message>
        <source>One build per value</source>
        <translation>Una costruzione per valore</translation>
    </message>
    <message>
        <source>A new build of a value must take in the build of that value already on the table (off: two may lie there).</source>
        <translation>Una nuova costruzione di un valore deve includere la costruzione di quel valore già presente sul tavolo (se disattivata: ce ne possono essere due).</translation>
    </message>
    <message>
        <source>Aces build alike</source>
        <translation>Anche gli assi costruiscono</translation>
    </message>
    <message>
        <source>An ace played on a loose ace, by a player holding another, builds aces: a multiple build of 1 (off: a build is worth at least 2).</source>
        <translation>Un asso giocato su un asso libero, da chi ne ha in mano un altro, costruisce assi: una costruzione multipla di 1 (se disattivata: una costruzione vale almeno 2).</translation>
    </message>
    <message>
        <source>One play may merge builds</source>
        <translation>Una giocata può unire costruzioni</translation>
    </message>
    <message>
        <source>A build may take in two or more builds already on the table (off: a play adds to one build at most).</source>
        <translation>Una costruzione può includere due o più costruzioni già presenti sul tavolo (se disattivata: una giocata si aggiunge al massimo a una costruzione).</translation>
    </message>
    <message>
        <source>The builder's duty</source>
        <translation>L'obbligo di chi costruisce</translation>
    </message>
    <message>
        <source>no-trail: whoever owns a build may not trail until it is taken; take-or-add: on the next turn they must take it in or add to it.</source>
        <translation>niente scarto: chi è proprietario di una costruzione non può scartare finché non viene presa; prendi o amplia: al turno successivo deve prenderla o ampliarla.</translation>
    </message>
    <message>
        <source>Aces on the table count 14</source>
        <translation>Gli assi sul tavolo valgono 14</translation>
    </message>
    <message>
        <source>A loose ace on the table may count 14 as well as 1 (off: aces are high only when played from the hand).</source>
        <translation>Un asso libero sul tavolo può valere 14 oltre che 1 (se disattivata: gli assi valgono 14 solo quando sono giocati dalla mano).</translation>
    </message>
    <message>
        <source>Aces count 14 in builds</source>
        <translation>Gli assi valgono 14 nelle costruzioni</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build, as a group of its own, as when an ace played on an ace builds 14 (off: an ace in a build always counts 1; it still captures as 14).</source>
        <translation>Un asso può valere 14 dentro una costruzione, come gruppo a sé, come quando un asso giocato su un asso costruisce 14 (se disattivata: un asso in una costruzione vale sempre 1; prende comunque come 14).</translation>
    </message>
    <message>
        <source>Face cards take all of their rank</source>
        <translation>Le figure prendono tutte le carte uguali</translation>
    </message>
    <message>
        <source>A jack, queen or king takes every loose card of its rank at once (off: exactly one).</source>
        <translation>Un fante, una donna o un re prende in una volta sola tutte le carte libere uguali (se disattivata: esattamente una).</translation>
    </message>
    <message>
        <source>Sweeps score</source>
        <translation>Le scope danno punti</translation>
    </message>
    <message>
        <source>Each capture that empties the table scores a point.</source>
        <translation>Ogni presa che svuota il tavolo vale un punto.</translation>
    </message>
    <message>
        <source>A sweep on the last play counts</source>
        <translation>Vale la scopa all'ultima giocata</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too (where sweeps score).</source>
        <translation>Anche svuotare il tavolo con l'ultima carta della partita è una scopa (dove le scope danno punti).</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Punti delle picche</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades scores 2 and every other spade 1, besides the point for most spades.</source>
        <translation>Cassino di picche: il fante di picche vale 2 punti e ogni altra picca 1, oltre al punto per più picche.</translation>
    </message>
    <message>
        <source>Most spades breaks a tie in cards</source>
        <translation>Le picche decidono la parità di carte</translation>
    </message>
    <message>
        <source>Portuguese: when the most cards is shared (26-26), the tied player with more spades scores the 3 points.</source>
        <translation>Portoghese: quando il primato delle carte è condiviso (26-26), tra i giocatori in parità chi ha più picche prende i 3 punti.</translation>
    </message>
    <message>
        <source>Draw after each play</source>
        <translation>Pesca dopo ogni giocata</translation>
    </message>
    <message>
        <source>Draw Cassino: after each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>Cassino con pesca: dopo ogni giocata il giocatore pesca una carta, così le mani restano di quattro carte finché dura il mazzo.</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Four players in two sides, partners sitting opposite: their captures score together and the match is between the sides.</source>
        <translation>Quattro giocatori in due squadre, con i compagni seduti uno di fronte all'altro: le loro prese contano insieme e l'incontro è tra le squadre.</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Obiettivo dell'incontro</translation>
    </message>
    <message>
        <source>Points that end a match (21; 31 in Portuguese, 61 in Spade Cassino).</source>
        <translation>Punti che chiudono un incontro (21; 31 nel Portoghese, 61 nel Cassino di picche).</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The rules of this game's rule book, with no house rules.</source>
        <translation>Le regole del regolamento di questo gioco, senza regole della casa.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>A build is taken only whole, only the played card raises a build, a play adds to one build at most, two builds of one value may lie on the table, aces build alike, and a sweep on the last play counts.</source>
        <translation>Una costruzione si prende solo intera, solo la carta giocata alza una costruzione, una giocata si aggiunge al massimo a una costruzione, sul tavolo possono esserci due costruzioni dello stesso valore, anche gli assi costruiscono e la scopa all'ultima giocata vale.</translation>
    </message>
    <message>
        <source>Spade Cassino</source>
        <translation>Cassino di picche</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1; matches go to 61.</source>
        <translation>Il fante di picche vale 2 punti e ogni altra picca 1; gli incontri arrivano a 61.</translation>
    </message>
    <message>
        <source>Draw Cassino</source>
        <translation>Cassino con pesca</translation>
    </message>
    <message>
        <source>After each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>Dopo ogni giocata il giocatore pesca una carta, così le mani restano di quattro carte finché dura il mazzo.</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portoghese</translation>
    </message>
    <message>
        <source>Matches go to 31, and at 26 cards each the player with more spades scores most cards.</source>
        <translation>Gli incontri arrivano a 31 e, a 26 carte ciascuno, chi ha più picche prende i punti per più carte.</translation>
    </message>
    <message>
        <source>California</source>
        <translation>California</translation>
    </message>
    <message>
        <source>No points for sweeps, and a face card takes every loose card of its rank at once.</source>
        <translation>Nessun punto per le scope, e una figura prende in una volta sola tutte le carte libere uguali.</translation>
    </message>
    <message>
        <source>A single build may be summed with other cards, as a card of its value.</source>
        <translation>Una costruzione semplice può essere sommata ad altre carte, come una carta del suo valore.</translation>
    </message>
    <message>
        <source>A build is taken only whole: it is never summed with other cards.</source>
        <translation>Una costruzione si prende solo intera: non si somma mai ad altre carte.</translation>
    </message>
    <message>
        <source>Table cards may help the played card raise a build.</source>
        <translation>Le carte del tavolo possono aiutare la carta giocata ad alzare una costruzione.</translation>
    </message>
    <message>
        <source>Only the played card raises a build (loose groups of the new value may join it).</source>
        <translation>Solo la carta giocata alza una costruzione (i gruppi liberi del nuovo valore possono unirsi).</translation>
    </message>
    <message>
        <source>A new build takes in the build of its value already on the table.</source>
        <translation>Una nuova costruzione include la costruzione del suo valore già presente sul tavolo.</translation>
    </message>
    <message>
        <source>Two builds of one value may lie on the table.</source>
        <translation>Sul tavolo possono esserci due costruzioni dello stesso valore.</translation>
    </message>
    <message>
        <source>An ace on a loose ace builds aces, a build of 1, by a player holding another.</source>
        <translation>Un asso su un asso libero costruisce assi, una costruzione di 1, se chi lo gioca ne ha in mano un altro.</translation>
    </message>
    <message>
        <source>A build is worth at least 2.</source>
        <translation>Una costruzione vale almeno 2.</translation>
    </message>
    <message>
        <source>One play may merge builds into one.</source>
        <translation>Una giocata può unire più costruzioni in una.</translation>
    </message>
    <message>
        <source>A play adds to one build at most; two builds are never merged.</source>
        <translation>Una giocata si aggiunge al massimo a una costruzione; due costruzioni non si uniscono mai.</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build.</source>
        <translation>Un asso può valere 14 dentro una costruzione.</translation>
    </message>
    <message>
        <source>An ace in a build always counts 1.</source>
        <translation>Un asso in una costruzione vale sempre 1.</translation>
    </message>
    <message>
        <source>Whoever owns a build may not trail until it is taken.</source>
        <translation>Chi è proprietario di una costruzione non può scartare finché non viene presa.</translation>
    </message>
    <message>
        <source>Whoever owns a build must take it in or add to it on their next turn.</source>
        <translation>Chi è proprietario di una costruzione deve prenderla o ampliarla al turno successivo.</translation>
    </message>
    <message>
        <source>An ace on the table may count 14.</source>
        <translation>Un asso sul tavolo può valere 14.</translation>
    </message>
    <message>
        <source>Aces on the table count 1; an ace counts 14 only when played from the hand.</source>
        <translation>Gli assi sul tavolo valgono 1; un asso vale 14 solo quando è giocato dalla mano.</translation>
    </message>
    <message>
        <source>A face card takes every loose card of its rank at once.</source>
        <translation>Una figura prende in una volta sola tutte le carte libere uguali.</translation>
    </message>
    <message>
        <source>A face card takes one loose card of its rank.</source>
        <translation>Una figura prende una sola carta libera uguale.</translation>
    </message>
    <message>
        <source>Each sweep scores a point.</source>
        <translation>Ogni scopa vale un punto.</translation>
    </message>
    <message>
        <source>Sweeps do not score.</source>
        <translation>Le scope non danno punti.</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too.</source>
        <translation>Anche svuotare il tavolo con l'ultima carta della partita è una scopa.</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is no sweep.</source>
        <translation>Svuotare il tavolo con l'ultima carta della partita non è una scopa.</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1.</source>
        <translation>Il fante di picche vale 2 punti e ogni altra picca 1.</translation>
    </message>
    <message>
        <source>Spades score only for most spades.</source>
        <translation>Le picche danno punti solo per più picche.</translation>
    </message>
    <message>
        <source>At 26 cards each, the player with more spades scores most cards.</source>
        <translation>A 26 carte ciascuno, chi ha più picche prende i punti per più carte.</translation>
    </message>
    <message>
        <source>At 26 cards each, nobody scores most cards.</source>
        <translation>A 26 carte ciascuno, nessuno prende i punti per più carte.</translation>
    </message>
    <message>
        <source>Four play in two partnerships, partners opposite, scoring and winning together.</source>
        <translation>Si gioca in quattro, in due coppie con i compagni uno di fronte all'altro, che segnano e vincono insieme.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>Ognuno gioca per sé.</translation>
    </message>
    <message>
        <source>Cards are dealt four at a time when every hand is empty.</source>
        <translation>Le carte si distribuiscono quattro alla volta quando tutte le mani sono vuote.</translation>
    </message>
</context>
<context>
    <name>engine.variants</name>
    <message>
        <source>Original</source>
        <translation>Originale</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Aces are 1 or 14, jacks 11, queens 12, kings 13, and every card builds. One game decides.</source>
        <translation>Prendi più carte del computer. Gli assi valgono 1 o 14, i fanti 11, le donne 12, i re 13, e ogni carta può costruire. Decide una sola partita.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <source>Classic scoring: big and little cassino, aces, most cards, most spades and sweeps, in games to 21. Aces are 1; jacks, queens and kings only pair, one card at a time.</source>
        <translation>Punteggio classico: Cassino grande e piccolo, assi, più carte, più picche e scope, in partite fino a 21. Gli assi valgono 1; fanti, donne e re si possono solo accoppiare, una carta alla volta.</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Reale</translation>
    </message>
    <message>
        <source>Classic scoring in games to 21, with the building of Original: aces are 1 or 14, jacks 11, queens 12, kings 13, and builds go up to 14.</source>
        <translation>Punteggio classico in partite fino a 21, con le costruzioni dell'Originale: gli assi valgono 1 o 14, i fanti 11, le donne 12, i re 13, e le costruzioni arrivano fino a 14.</translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation>Clearance</translation>
    </message>
    <message>
        <source>Cassino as it is played in India, by two to four players. Pair groups of equal value, combine numbers up to 10, and take one group a turn. Aces, the 2♠ and the 10♦ score; no owners, no sweeps, one game decides.</source>
        <translation>Il Cassino come si gioca in India, da due a quattro giocatori. Accoppia gruppi di valore uguale, combina numeri fino a 10 e prendi un gruppo per turno. Danno punti gli assi, il 2♠ e il 10♦; niente proprietari, niente scope, decide una sola partita.</translation>
    </message>
</context>
<context>
    <name>engine.levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
</context>
<context>
    <name>engine.json</name>
    <message>
        <source>not valid JSON at line {line}, column {column}: {reason}</source>
        <translation>JSON non valido alla riga {line}, colonna {column}: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: the key {key} appears twice</source>
        <translation>JSON non valido: la chiave {key} compare due volte</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON non valido: annidamento troppo profondo</translation>
    </message>
    <message>
        <source>not valid JSON: a number is too long to read</source>
        <translation>JSON non valido: un numero è troppo lungo da leggere</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Salva tutto</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sì a &amp;tutto</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o a tutto</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrompi</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reimposta</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ripristina predefiniti</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copia indirizzo del co&amp;llegamento</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Scorri qui</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Margine sinistro</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Cima</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Margine destro</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Pagina a sinistra</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Pagina su</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Pagina a destra</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Pagina giù</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Scorri a sinistra</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Scorri in alto</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Scorri a destra</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Scorri in basso</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Seleziona tutto</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Aumenta</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Diminuisci</translation>
    </message>
</context>
</TS>
