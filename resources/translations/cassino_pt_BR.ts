<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>json_words</name>
    <message>
        <source>the text {text}</source>
        <translation>o texto {text}</translation>
    </message>
    <message>
        <source>a number too big</source>
        <translation>um número grande demais</translation>
    </message>
    <message>
        <source>a fraction</source>
        <translation>um número fracionário</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an empty list</source>
        <translation>uma lista vazia</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>outra coisa</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <source>it was written by a newer version ({version})</source>
        <translation>ele foi gravado por uma versão mais nova ({version})</translation>
    </message>
    <message>
        <source>the deal of game {number} is not what it promised: {reason}</source>
        <translation>a distribuição do jogo {number} não corresponde ao compromisso: {reason}</translation>
    </message>
    <message>
        <source>it is {problem}</source>
        <translation>ele é {problem}</translation>
    </message>
    <message numerus="yes">
        <source>it must be for %n player(s) in {variant}, not {value}</source>
        <translation>
            <numerusform>ele deve ser para %n jogador na variante {variant}, não {value}</numerusform>
            <numerusform>ele deve ser para %n jogadores na variante {variant}, não {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>it must be for {first} or {second} players in {variant}, not {value}</source>
        <translation>ele deve ser para {first} ou {second} jogadores na variante {variant}, não {value}</translation>
    </message>
    <message>
        <source>it must be for {first} or {second} or {third} players in {variant}, not {value}</source>
        <translation>ele deve ser para {first}, {second} ou {third} jogadores na variante {variant}, não {value}</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>ele não está em formato de texto</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>ele está vazio</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>ele tem aninhamento profundo demais</translation>
    </message>
    <message>
        <source>it is {value}, not a saved match</source>
        <translation>ele é {value}, não uma partida salva</translation>
    </message>
    <message>
        <source>it is not a saved Cassino match</source>
        <translation>ele não é uma partida salva do Cassino</translation>
    </message>
    <message>
        <source>it has no {key}</source>
        <translation>ele não tem a chave {key}</translation>
    </message>
    <message>
        <source>its version must be a whole number, not {value}</source>
        <translation>a versão deve ser um número inteiro, não {value}</translation>
    </message>
    <message>
        <source>it has an unknown version ({version})</source>
        <translation>ele tem uma versão desconhecida ({version})</translation>
    </message>
    <message>
        <source>it has an unknown field {key}</source>
        <translation>ele tem o campo desconhecido {key}</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}, not {value}</source>
        <translation>a semente deve ser um número inteiro de 0 a {largest}, não {value}</translation>
    </message>
    <message>
        <source>its first leader must be a seat from 0 to {last}, not {value}</source>
        <translation>quem joga primeiro deve ser um lugar de 0 a {last}, não {value}</translation>
    </message>
    <message numerus="yes">
        <source>its totals must be a list of %n score(s), not {value}</source>
        <translation>
            <numerusform>os totais devem ser uma lista de %n pontuação, não {value}</numerusform>
            <numerusform>os totais devem ser uma lista de %n pontuações, não {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>total {number} must be a whole number from 0 up, not {value}</source>
        <translation>o total {number} deve ser um número inteiro a partir de 0, não {value}</translation>
    </message>
    <message>
        <source>its games must be a list of games, not {value}</source>
        <translation>os jogos devem ser uma lista de jogos, não {value}</translation>
    </message>
    <message>
        <source>its {key} must be true or false, not {value}</source>
        <translation>o valor de {key} deve ser true ou false, não {value}</translation>
    </message>
    <message>
        <source>its seats cannot be played: {reason}</source>
        <translation>não é possível jogar com os lugares salvos: {reason}</translation>
    </message>
    <message>
        <source>its daily deal must be a date such as {example}, not {value}</source>
        <translation>a distribuição do dia deve ser uma data como {example}, não {value}</translation>
    </message>
    <message>
        <source>its seed is not the daily deal of {day}</source>
        <translation>a semente não é a da distribuição do dia {day}</translation>
    </message>
    <message numerus="yes">
        <source>its deals must be a list of at most %n deal(s), not {value}</source>
        <translation>
            <numerusform>as distribuições devem ser uma lista de no máximo %n distribuição, não {value}</numerusform>
            <numerusform>as distribuições devem ser uma lista de no máximo %n distribuições, não {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal of game {number} must be an object of {keys}</source>
        <translation>a distribuição do jogo {number} deve ser um objeto com {keys}</translation>
    </message>
    <message numerus="yes">
        <source>the deal of game {number} must hold texts (a cut of %n character(s) at most)</source>
        <translation>
            <numerusform>a distribuição do jogo {number} deve conter textos (um corte de no máximo %n caractere)</numerusform>
            <numerusform>a distribuição do jogo {number} deve conter textos (um corte de no máximo %n caracteres)</numerusform>
        </translation>
    </message>
    <message>
        <source>the game in progress must be a list of moves, not {value}</source>
        <translation>o jogo em andamento deve ser uma lista de jogadas, não {value}</translation>
    </message>
    <message>
        <source>game {game} must be a list of moves, not {value}</source>
        <translation>o jogo {game} deve ser uma lista de jogadas, não {value}</translation>
    </message>
    <message>
        <source>move {move} of the game in progress must be text such as {example}, not {value}</source>
        <translation>a jogada {move} do jogo em andamento deve ser um texto como {example}, não {value}</translation>
    </message>
    <message>
        <source>move {move} of game {game} must be text such as {example}, not {value}</source>
        <translation>a jogada {move} do jogo {game} deve ser um texto como {example}, não {value}</translation>
    </message>
    <message>
        <source>its variant must be a name such as {example}, not {value}</source>
        <translation>a variante deve ser um nome como {example}, não {value}</translation>
    </message>
    <message>
        <source>its variant {name} is unknown</source>
        <translation>a variante {name} é desconhecida</translation>
    </message>
    <message>
        <source>its house rules must be an object, not {value}</source>
        <translation>as regras da casa devem ser um objeto, não {value}</translation>
    </message>
    <message>
        <source>its house rules are wrong: {reason}</source>
        <translation>as regras da casa estão erradas: {reason}</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}</source>
        <translation>a semente deve ser um número inteiro de 0 a {largest}</translation>
    </message>
    <message>
        <source>it is not the daily deal of {day} as it is dealt</source>
        <translation>as cartas dadas não são as da distribuição do dia {day}</translation>
    </message>
    <message>
        <source>game {number} was played after the match was over</source>
        <translation>o jogo {number} foi jogado depois que a partida terminou</translation>
    </message>
    <message>
        <source>game {number} does not end after its moves</source>
        <translation>o jogo {number} não termina com as suas jogadas</translation>
    </message>
    <message>
        <source>its scores do not match its moves</source>
        <translation>a pontuação não corresponde às jogadas</translation>
    </message>
    <message>
        <source>it has moves of a game {number} but the match was over after game {last}</source>
        <translation>ele tem jogadas de um jogo {number}, mas a partida já tinha terminado depois do jogo {last}</translation>
    </message>
    <message>
        <source>game {number} is over after its moves but is saved as the game in progress</source>
        <translation>o jogo {number} termina com as suas jogadas, mas foi salvo como o jogo em andamento</translation>
    </message>
    <message>
        <source>move {move} of game {game} is not a move: {reason}</source>
        <translation>a jogada {move} do jogo {game} não é uma jogada: {reason}</translation>
    </message>
    <message>
        <source>move {move} of game {game} comes after the end of the game</source>
        <translation>a jogada {move} do jogo {game} vem depois do fim do jogo</translation>
    </message>
    <message>
        <source>move {move} of game {game} is illegal: {reason}</source>
        <translation>a jogada {move} do jogo {game} é ilegal: {reason}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>more games won and drawn than games played</source>
        <translation>mais jogos vencidos e empatados do que jogos disputados</translation>
    </message>
    <message>
        <source>more matches won than matches played</source>
        <translation>mais partidas vencidas do que partidas disputadas</translation>
    </message>
    <message>
        <source>the longest winning streak is longer than the games won</source>
        <translation>a maior sequência de vitórias é maior que o número de jogos vencidos</translation>
    </message>
    <message>
        <source>the current winning streak is longer than the longest</source>
        <translation>a sequência atual de vitórias é maior que o recorde</translation>
    </message>
    <message>
        <source>more games with undo than games played</source>
        <translation>mais jogos com uso de desfazer do que jogos disputados</translation>
    </message>
    <message>
        <source>more games given up than games lost</source>
        <translation>mais jogos abandonados do que jogos perdidos</translation>
    </message>
    <message>
        <source>a best score or sweeps without any game played</source>
        <translation>melhor pontuação ou varridas sem nenhum jogo disputado</translation>
    </message>
    <message>
        <source>more deals counted than games played</source>
        <translation>mais distribuições contadas do que jogos disputados</translation>
    </message>
    <message>
        <source>more cards dealt than the deals held</source>
        <translation>mais cartas dadas do que as distribuições continham</translation>
    </message>
    <message>
        <source>more big cassino dealt than the deals held</source>
        <translation>mais Cassinos grandes dados do que as distribuições continham</translation>
    </message>
    <message>
        <source>more little cassino dealt than the deals held</source>
        <translation>mais Cassinos pequenos dados do que as distribuições continham</translation>
    </message>
    <message>
        <source>more aces dealt than the deals held</source>
        <translation>mais ases dados do que as distribuições continham</translation>
    </message>
    <message>
        <source>more spades dealt than the deals held</source>
        <translation>mais espadas dadas do que as distribuições continham</translation>
    </message>
    <message>
        <source>daily {field} must be a text, not {value}</source>
        <translation>o campo {field} da distribuição do dia deve ser um texto, não {value}</translation>
    </message>
    <message>
        <source>daily {field} must be a whole number from 0 up, not {value}</source>
        <translation>o campo {field} da distribuição do dia deve ser um número inteiro a partir de 0, não {value}</translation>
    </message>
    <message>
        <source>daily {field} is implausibly large ({value})</source>
        <translation>o campo {field} da distribuição do dia tem um valor implausivelmente alto ({value})</translation>
    </message>
    <message numerus="yes">
        <source>daily days must be a list of at most %n date(s)</source>
        <translation>
            <numerusform>o campo days da distribuição do dia deve ser uma lista de no máximo %n data</numerusform>
            <numerusform>o campo days da distribuição do dia deve ser uma lista de no máximo %n datas</numerusform>
        </translation>
    </message>
    <message>
        <source>daily days must be dates in order, each once, after {field}</source>
        <translation>o campo days da distribuição do dia deve ter datas em ordem, cada uma uma vez, depois de {field}</translation>
    </message>
    <message>
        <source>daily dates are written {example}, not {text}</source>
        <translation>as datas da distribuição do dia são escritas como {example}, não {text}</translation>
    </message>
    <message>
        <source>the daily result {result} is not {won}, {lost} or {drawn}</source>
        <translation>o resultado {result} da distribuição do dia não é {won}, {lost} nem {drawn}</translation>
    </message>
    <message>
        <source>more daily deals won, or in a row, than played</source>
        <translation>mais distribuições do dia vencidas, ou vencidas em sequência, do que jogadas</translation>
    </message>
    <message>
        <source>more games won or drawn than played</source>
        <translation>mais jogos vencidos ou empatados do que disputados</translation>
    </message>
    <message>
        <source>{field} must be a whole number, not {value}</source>
        <translation>o campo {field} deve ser um número inteiro, não {value}</translation>
    </message>
    <message>
        <source>{field} must not be negative (it is {value})</source>
        <translation>o campo {field} não pode ser negativo (o valor é {value})</translation>
    </message>
    <message>
        <source>{field} is implausibly large ({value})</source>
        <translation>o campo {field} tem um valor implausivelmente alto ({value})</translation>
    </message>
    <message>
        <source>statistics must be text, not {value}</source>
        <translation>as estatísticas devem ser um texto, não {value}</translation>
    </message>
    <message>
        <source>expected a JSON object, not {value}</source>
        <translation>era esperado um objeto JSON, não {value}</translation>
    </message>
    <message>
        <source>not a Cassino statistics file (the format is not {format})</source>
        <translation>não é um arquivo de estatísticas do Cassino (o formato não é {format})</translation>
    </message>
    <message>
        <source>the version must be a whole number, not {value}</source>
        <translation>a versão deve ser um número inteiro, não {value}</translation>
    </message>
    <message>
        <source>written by a newer version of Cassino (statistics version {version})</source>
        <translation>gravado por uma versão mais nova do Cassino (versão {version} das estatísticas)</translation>
    </message>
    <message>
        <source>unsupported statistics version {version}</source>
        <translation>versão {version} das estatísticas não suportada</translation>
    </message>
    <message>
        <source>unknown key {key}</source>
        <translation>chave {key} desconhecida</translation>
    </message>
    <message>
        <source>no {key} key</source>
        <translation>falta a chave {key}</translation>
    </message>
    <message>
        <source>{key} must be an object, not {value}</source>
        <translation>o valor de {key} deve ser um objeto, não {value}</translation>
    </message>
    <message>
        <source>unknown variant {name}</source>
        <translation>variante {name} desconhecida</translation>
    </message>
    <message>
        <source>{key} must be the mark of a game, not {value}</source>
        <translation>o campo {key} deve ser a marca de um jogo, não {value}</translation>
    </message>
    <message>
        <source>{key}: expected an object, not {value}</source>
        <translation>{key}: era esperado um objeto, não {value}</translation>
    </message>
    <message>
        <source>{key}: implausibly many ({count})</source>
        <translation>{key}: quantidade implausivelmente alta ({count})</translation>
    </message>
    <message>
        <source>{key}: {name} is not a name</source>
        <translation>{key}: {name} não é um nome</translation>
    </message>
    <message>
        <source>{key}: {name}'s record must be an object of {fields}</source>
        <translation>{key}: o registro de {name} deve ser um objeto com {fields}</translation>
    </message>
    <message>
        <source>{key}: {name}: {problem}</source>
        <translation>{key}: {name}: {problem}</translation>
    </message>
    <message>
        <source>{key}: unknown field {field}</source>
        <translation>{key}: campo {field} desconhecido</translation>
    </message>
    <message>
        <source>{key}: missing field {field}</source>
        <translation>{key}: falta o campo {field}</translation>
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
        <translation>foi gravado por uma versão mais nova do Cassino</translation>
    </message>
    <message>
        <source>{directory} is a file, not a folder</source>
        <translation>{directory} é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>the folder {directory} could not be made: {reason}</source>
        <translation>não foi possível criar a pasta {directory}: {reason}</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>um pipe nomeado</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>um dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>um arquivo especial</translation>
    </message>
    <message>
        <source>is not a regular file ({kind})</source>
        <translation>não é um arquivo comum ({kind})</translation>
    </message>
    <message>
        <source>Your saved game {path} {why}, so it was left as it is and your games are saved beside it as {beside}.</source>
        <translation>Seu jogo salvo {path} {why}; por isso, ele foi deixado como está e seus jogos são salvos ao lado dele como {beside}.</translation>
    </message>
    <message>
        <source>Your saved game {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your games are not saved this time.</source>
        <translation>Seu jogo salvo {path} {why} e {beside}, ao lado dele, {why_beside}; por isso, os dois foram deixados como estão e seus jogos não serão salvos desta vez.</translation>
    </message>
    <message>
        <source>The game could not be saved because it could not be written as JSON ({error})</source>
        <translation>Não foi possível salvar o jogo porque ele não pôde ser gravado como JSON ({error})</translation>
    </message>
    <message>
        <source>The game could not be saved because {problem}</source>
        <translation>Não foi possível salvar o jogo porque {problem}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>Não foi possível salvar o jogo em {path}: {reason}</translation>
    </message>
    <message>
        <source>it could not be opened: {reason}</source>
        <translation>não foi possível abri-lo: {reason}</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>ele é grande demais</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>ele não está em formato de texto</translation>
    </message>
    <message>
        <source>it could not be understood: {error}</source>
        <translation>não foi possível entendê-lo: {error}</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>Não foi possível ler seu jogo salvo ({reason}) nem colocá-lo de lado; por isso, um novo jogo começa.</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>Não foi possível ler seu jogo salvo ({reason}); por isso, ele foi posto de lado e um novo jogo começa.</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>Não foi possível ler o jogo salvo como {name} ({reason}) nem colocá-lo de lado; por isso, um novo jogo começa.</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>Não foi possível ler o jogo salvo como {name} ({reason}); por isso, ele foi posto de lado e um novo jogo começa.</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why}, so it was left as it is and your statistics are kept beside it in {beside}.</source>
        <translation>Seu arquivo de estatísticas {path} {why}; por isso, ele foi deixado como está e suas estatísticas são guardadas ao lado dele, em {beside}.</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your statistics are not saved this time.</source>
        <translation>Seu arquivo de estatísticas {path} {why} e {beside}, ao lado dele, {why_beside}; por isso, os dois foram deixados como estão e suas estatísticas não serão salvas desta vez.</translation>
    </message>
    <message>
        <source>Your statistics could not be read from {path} ({reason}), so they will not be saved this time.</source>
        <translation>Não foi possível ler suas estatísticas de {path} ({reason}); por isso, elas não serão salvas desta vez.</translation>
    </message>
    <message>
        <source>the file is far too large</source>
        <translation>o arquivo é grande demais</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>o arquivo não está em formato de texto</translation>
    </message>
    <message>
        <source>Your statistics could not be saved because {problem}</source>
        <translation>Não foi possível salvar suas estatísticas porque {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Your statistics were not saved this time: another Cassino kept them busy for over %n second(s).</source>
        <translation>
            <numerusform>Desta vez suas estatísticas não foram salvas: outro Cassino as manteve ocupadas por mais de %n segundo.</numerusform>
            <numerusform>Desta vez suas estatísticas não foram salvas: outro Cassino as manteve ocupadas por mais de %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be locked in {folder} ({reason}), so they were not saved this time.</source>
        <translation>Não foi possível travar suas estatísticas em {folder} ({reason}), então desta vez elas não foram salvas.</translation>
    </message>
    <message>
        <source>Your statistics were not saved, so as not to replace {path}, which could not be read.</source>
        <translation>Suas estatísticas não foram salvas, para não substituir {path}, que não pôde ser lido.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}).</source>
        <translation>Não foi possível salvar suas estatísticas em {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path} ({reason}).</source>
        <translation>Não foi possível salvar suas estatísticas em {path} ({reason}).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>Seu arquivo de estatísticas estava danificado ({reason}) e não pôde ser posto de lado ({why}); por isso, suas estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>Seu arquivo de estatísticas estava danificado ({reason}); por isso, ele foi posto de lado como {aside} e suas estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>Seu arquivo de estatísticas {name} estava danificado ({reason}) e não pôde ser posto de lado ({why}); por isso, suas estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>Seu arquivo de estatísticas {name} estava danificado ({reason}); por isso, ele foi posto de lado como {aside} e suas estatísticas recomeçam do zero.</translation>
    </message>
</context>
<context>
    <name>builtin_deck</name>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatro cores</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Letras grandes</translation>
    </message>
    <message>
        <source>Large print, four colours</source>
        <translation>Letras grandes, quatro cores</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Roxo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Preto</translation>
    </message>
</context>
<context>
    <name>deck_themes</name>
    <message>
        <source>The folder contains no SVG file.</source>
        <translation>A pasta não contém nenhum arquivo SVG.</translation>
    </message>
    <message>
        <source>The file is not a valid SVG image.</source>
        <translation>O arquivo não é uma imagem SVG válida.</translation>
    </message>
    <message>
        <source>The file contains no card elements.</source>
        <translation>O arquivo não contém nenhum elemento de carta.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>O arquivo não existe.</translation>
    </message>
    <message>
        <source>The file could not be read: {reason}.</source>
        <translation>Não foi possível ler o arquivo: {reason}.</translation>
    </message>
    <message>
        <source>The file is not a valid compressed SVG image.</source>
        <translation>O arquivo não é uma imagem SVG compactada válida.</translation>
    </message>
    <message>
        <source>The file is far too large to be a card deck.</source>
        <translation>O arquivo é grande demais para ser um baralho.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>O arquivo está vazio.</translation>
    </message>
    <message>
        <source>The card theme {name} could not be loaded ({reason}); using the built-in deck.</source>
        <translation>Não foi possível carregar o tema de cartas {name} ({reason}); usando o baralho embutido.</translation>
    </message>
</context>
<context>
    <name>table_controller</name>
    <message>
        <source>The coach is weighing your moves…</source>
        <translation>O treinador está avaliando suas jogadas…</translation>
    </message>
    <message>
        <source>Final point difference with best play (all cards are known in the last deal)</source>
        <translation>Diferença final de pontos com o melhor jogo (na última distribuição, todas as cartas são conhecidas)</translation>
    </message>
    <message>
        <source>Estimated point difference (you minus the computer) by the end of this round, averaged over deals of the cards you cannot see</source>
        <translation>Diferença de pontos estimada (você menos o computador) até o fim desta rodada, em média sobre distribuições das cartas que você não vê</translation>
    </message>
    <message>
        <source>{points} points (best)</source>
        <translation>{points} pontos (a melhor)</translation>
    </message>
    <message>
        <source>{points} points (about as good as the best)</source>
        <translation>{points} pontos (quase tão boa quanto a melhor)</translation>
    </message>
    <message>
        <source>{points} points ({gap} against the best)</source>
        <translation>{points} pontos ({gap} em relação à melhor)</translation>
    </message>
    <message>
        <source>Game over. Choose Next game in the Game menu (F3).</source>
        <translation>Fim de jogo. Escolha Próximo jogo no menu Jogo (F3).</translation>
    </message>
    <message>
        <source>The match is over. Press F2 for a new match.</source>
        <translation>A partida terminou. Aperte F2 para uma nova partida.</translation>
    </message>
    <message>
        <source>The game is over. Press F2 for a new game.</source>
        <translation>O jogo terminou. Aperte F2 para um novo jogo.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Pensando numa dica…</translation>
    </message>
    <message>
        <source>Hint: {move} (press Enter to play it).</source>
        <translation>Dica: {move} (aperte Enter para fazer essa jogada).</translation>
    </message>
    <message>
        <source>The daily deal's first try counts as it is played: no taking back, no dealing again.</source>
        <translation>A primeira tentativa da distribuição do dia conta do jeito que for jogada: sem desfazer, sem dar as cartas de novo.</translation>
    </message>
    <message>
        <source>A replay of the daily deal: only the day's first try counts.</source>
        <translation>Uma repetição da distribuição do dia: só a primeira tentativa do dia conta.</translation>
    </message>
    <message>
        <source>Games won: {scores}</source>
        <translation>Jogos vencidos: {scores}</translation>
    </message>
    <message>
        <source>Match (to {target}): {scores}</source>
        <translation>Partida (até {target}): {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
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
            <numerusform>%n espada</numerusform>
            <numerusform>%n espadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}</source>
        <translation>{name}: {cards}, {spades}</translation>
    </message>
    <message>
        <source>Game {number} is over: {scores}.</source>
        <translation>O jogo {number} terminou: {scores}.</translation>
    </message>
    <message>
        <source>The match is drawn: {scores}.</source>
        <translation>A partida terminou empatada: {scores}.</translation>
    </message>
    <message>
        <source>{name} win the match: {scores}.</source>
        <translation>{name} venceram a partida: {scores}.</translation>
    </message>
    <message>
        <source>You win the match: {scores}.</source>
        <translation>Você venceu a partida: {scores}.</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}.</source>
        <translation>{name} venceu a partida: {scores}.</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt from a sealed deck —</source>
        <translation>— {title}, jogo {number}, distribuído de um baralho selado —</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. This first try counts.</source>
        <translation>Um jogo de {title}, com as mesmas cartas para todos nesta data. Esta primeira tentativa conta.</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. A replay: only the day's first try counts.</source>
        <translation>Um jogo de {title}, com as mesmas cartas para todos nesta data. Uma repetição: só a primeira tentativa do dia conta.</translation>
    </message>
    <message>
        <source>— Daily deal, {day} —</source>
        <translation>— Distribuição do dia, {day} —</translation>
    </message>
    <message>
        <source>— {title}, game {number} (match seed {seed}) —</source>
        <translation>— {title}, jogo {number} (semente da partida {seed}) —</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt fairly —</source>
        <translation>— {title}, jogo {number}, cartas dadas de forma justa —</translation>
    </message>
    <message>
        <source>Sealed before the deal: commitment {commitment}, then cut. The secret is revealed when the game is over (Game ▸ Fair deal).</source>
        <translation>Selado antes da distribuição: compromisso {commitment}; depois, o corte. O segredo é revelado quando o jogo termina (Jogo ▸ Distribuição justa).</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: four more cards each (%n left in the stock).</source>
        <translation>
            <numerusform>Rodada {round}: mais quatro cartas para cada um (resta %n no monte).</numerusform>
            <numerusform>Rodada {round}: mais quatro cartas para cada um (restam %n no monte).</numerusform>
        </translation>
    </message>
    <message>
        <source>The daily deal of {day}, won, is counted; winning streak {streak}.</source>
        <translation>A distribuição do dia {day}, vencida, foi contada; sequência de vitórias: {streak}.</translation>
    </message>
    <message>
        <source>The daily deal of {day}, lost, is counted; winning streak {streak}.</source>
        <translation>A distribuição do dia {day}, perdida, foi contada; sequência de vitórias: {streak}.</translation>
    </message>
    <message>
        <source>The daily deal of {day}, drawn, is counted; winning streak {streak}.</source>
        <translation>A distribuição do dia {day}, empatada, foi contada; sequência de vitórias: {streak}.</translation>
    </message>
    <message>
        <source>The deal was restarted: the same cards, from the first move.</source>
        <translation>A distribuição recomeçou: as mesmas cartas, desde a primeira jogada.</translation>
    </message>
    <message>
        <source>The saved match could not be resumed: {reason}.</source>
        <translation>Não foi possível retomar a partida salva: {reason}.</translation>
    </message>
    <message>
        <source>Resumed the saved match.</source>
        <translation>A partida salva foi retomada.</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passe a tela para {name}.</translation>
    </message>
    <message>
        <source>Last capture: {move}</source>
        <translation>Última captura: {move}</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <source>Click the table or press Space to go on.</source>
        <translation>Clique na mesa ou aperte Espaço para continuar.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando {name}…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{name}, your turn: drag a card, or select cards and press a button.</source>
        <translation>{name}, sua vez: arraste uma carta, ou selecione cartas e aperte um botão.</translation>
    </message>
    <message>
        <source>Your turn: drag a card, or select cards and press a button.</source>
        <translation>Sua vez: arraste uma carta, ou selecione cartas e aperte um botão.</translation>
    </message>
    <message>
        <source>The computer chose a move the rules refuse ({reason}).</source>
        <translation>O computador escolheu uma jogada que as regras recusam ({reason}).</translation>
    </message>
    <message>
        <source>The computer is stuck; start a new game (F2).</source>
        <translation>O computador travou; comece um novo jogo (F2).</translation>
    </message>
    <message>
        <source>The lead can be passed only before the first move of a match.</source>
        <translation>A vez de começar só pode ser passada antes da primeira jogada de uma partida.</translation>
    </message>
    <message>
        <source>Undo is turned off in Settings.</source>
        <translation>Desfazer está desativado nas Configurações.</translation>
    </message>
    <message>
        <source>Someone else has played since your last move, and their move is theirs to take back.</source>
        <translation>Outra pessoa jogou depois da sua última jogada, e só ela pode desfazer a jogada dela.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this game.</source>
        <translation>Não há nenhuma jogada sua para desfazer neste jogo.</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} desfez a última jogada.</translation>
    </message>
    <message>
        <source>{name} took back their last move and the replies to it.</source>
        <translation>{name} desfez a última jogada e as respostas a ela.</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Você desfez sua última jogada.</translation>
    </message>
    <message>
        <source>You took back your last move and the replies to it.</source>
        <translation>Você desfez sua última jogada e as respostas a ela.</translation>
    </message>
    <message>
        <source>There is nothing taken back to play again.</source>
        <translation>Não há nada desfeito para jogar de novo.</translation>
    </message>
    <message>
        <source>{name} played their move again.</source>
        <translation>{name} refez a jogada.</translation>
    </message>
    <message>
        <source>{name} played their move and the replies again.</source>
        <translation>{name} refez a jogada e as respostas.</translation>
    </message>
    <message>
        <source>You played your move again.</source>
        <translation>Você refez sua jogada.</translation>
    </message>
    <message>
        <source>You played your move and the replies again.</source>
        <translation>Você refez sua jogada e as respostas.</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>The coach weighs your moves when it is your turn.</source>
        <translation>O treinador avalia suas jogadas quando for a sua vez.</translation>
    </message>
    <message>
        <source>The coach is off: Game ▸ Coach (Ctrl+K) turns it on.</source>
        <translation>O treinador está desligado: Jogo ▸ Treinador (Ctrl+K) o liga.</translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar uma partida de {title} para {people} pessoas e %n computador?</numerusform>
            <numerusform>Abandonar este jogo e começar uma partida de {title} para {people} pessoas e %n computadores?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar um jogo de {title} para {people} pessoas e %n computador?</numerusform>
            <numerusform>Abandonar este jogo e começar um jogo de {title} para {people} pessoas e %n computadores?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for %n people?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar uma partida de {title} para %n pessoa?</numerusform>
            <numerusform>Abandonar este jogo e começar uma partida de {title} para %n pessoas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for %n people?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar um jogo de {title} para %n pessoa?</numerusform>
            <numerusform>Abandonar este jogo e começar um jogo de {title} para %n pessoas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar uma partida de {title} contra %n adversário do computador?</numerusform>
            <numerusform>Abandonar este jogo e começar uma partida de {title} contra %n adversários do computador?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>Abandonar este jogo e começar um jogo de {title} contra %n adversário do computador?</numerusform>
            <numerusform>Abandonar este jogo e começar um jogo de {title} contra %n adversários do computador?</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game and start a match of {title}?</source>
        <translation>Abandonar este jogo e começar uma partida de {title}?</translation>
    </message>
    <message>
        <source>Abandon this game and start a game of {title}?</source>
        <translation>Abandonar este jogo e começar um jogo de {title}?</translation>
    </message>
    <message>
        <source>This is your counted try at the daily deal: leaving it counts the day as lost.</source>
        <translation>Esta é a sua tentativa que conta na distribuição do dia: sair dela conta o dia como perdido.</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>A game given up counts as lost.</source>
        <translation>Um jogo abandonado conta como derrota.</translation>
    </message>
    <message>
        <source>Abandon this game to play online?</source>
        <translation>Abandonar este jogo para jogar online?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new match?</source>
        <translation>Abandonar este jogo e começar uma nova partida?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new game?</source>
        <translation>Abandonar este jogo e começar um novo jogo?</translation>
    </message>
    <message>
        <source>Today's daily deal is on the table: this is your counted try.</source>
        <translation>A distribuição do dia de hoje está na mesa: esta é a sua tentativa que conta.</translation>
    </message>
    <message>
        <source>Abandon this game and deal today's daily deal?</source>
        <translation>Abandonar este jogo e jogar a distribuição do dia de hoje?</translation>
    </message>
    <message>
        <source>You have played today's daily deal: this replay does not count in Statistics.</source>
        <translation>Você já jogou a distribuição do dia de hoje: esta repetição não conta nas Estatísticas.</translation>
    </message>
    <message>
        <source>Deal this game again from the start? Its moves so far are lost.</source>
        <translation>Dar de novo as cartas deste jogo, desde o início? As jogadas feitas até agora serão perdidas.</translation>
    </message>
    <message>
        <source>An online game can be reviewed once both seats have checked its deal.</source>
        <translation>Um jogo online pode ser revisto quando os dois lugares tiverem verificado a distribuição.</translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed.</source>
        <translation>Só é possível rever um jogo terminado.</translation>
    </message>
    <message>
        <source>{title}, game {number}</source>
        <translation>{title}, jogo {number}</translation>
    </message>
    <message>
        <source>An online game is dealt from a sealed deck, not a seed: it has no line to copy.</source>
        <translation>Um jogo online é distribuído de um baralho selado, não de uma semente: não tem linha para copiar.</translation>
    </message>
    <message>
        <source>This game cannot be written as a line: {reason}.</source>
        <translation>Não é possível escrever este jogo como uma linha: {reason}.</translation>
    </message>
    <message>
        <source>The daily deal is on the clipboard as one line, its seed sealed until the game is over (copy it again then to replay it).</source>
        <translation>A distribuição do dia está na área de transferência como uma linha, com a semente selada até o jogo terminar (copie-a de novo então para rejogá-la).</translation>
    </message>
    <message>
        <source>The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ Open a game line.</source>
        <translation>O jogo está na área de transferência como uma linha: cole-a num relatório de erro ou abra-a com Jogo ▸ Abrir uma linha de jogo.</translation>
    </message>
    <message>
        <source>Open a game line</source>
        <translation>Abrir uma linha de jogo</translation>
    </message>
    <message>
        <source>A game line begins with 'cassino-game 1'. Paste one here:</source>
        <translation>Uma linha de jogo começa com 'cassino-game 1'. Cole uma aqui:</translation>
    </message>
    <message>
        <source>That line is not a game that can be replayed: {reason}.</source>
        <translation>Essa linha não é um jogo que possa ser reproduzido: {reason}.</translation>
    </message>
    <message>
        <source>{title}, a game from a line</source>
        <translation>{title}, um jogo de uma linha</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Súmula</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Cards and spades captured</source>
        <translation>Cartas e espadas capturadas</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Placar da partida</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro de jogadas</translation>
    </message>
    <message>
        <source>Coach: your moves and what each is worth</source>
        <translation>Treinador: suas jogadas e o valor de cada uma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Others' moves</source>
        <translation>&amp;Jogadas dos outros</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>C&amp;onfigurações</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>&amp;Dificuldade</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidade da &amp;animação</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Verso das cartas</translation>
    </message>
    <message>
        <source>Card d&amp;eck</source>
        <translation>&amp;Baralho</translation>
    </message>
    <message>
        <source>No SVG card decks are installed; the built-in deck is used</source>
        <translation>Nenhum baralho SVG está instalado; é usado o baralho embutido</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Take the selected group with the selected hand card</source>
        <translation>Pegar o grupo selecionado com a carta selecionada da mão</translation>
    </message>
    <message>
        <source>Form one group of the selected hand card and table cards</source>
        <translation>Formar um grupo com a carta selecionada da mão e as cartas selecionadas da mesa</translation>
    </message>
    <message>
        <source>Drop the selected hand card on the table</source>
        <translation>Largar na mesa a carta selecionada da mão</translation>
    </message>
    <message>
        <source>Take the selected table cards with the selected hand card</source>
        <translation>Pegar as cartas selecionadas da mesa com a carta selecionada da mão</translation>
    </message>
    <message>
        <source>Build the selected hand card onto the selected table cards</source>
        <translation>Construir com a carta selecionada da mão sobre as cartas selecionadas da mesa</translation>
    </message>
    <message>
        <source>Lay the selected hand card on the table</source>
        <translation>Pôr na mesa a carta selecionada da mão</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Mais menus</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Mais ferramentas</translation>
    </message>
    <message>
        <source>Select the whole score sheet</source>
        <translation>Selecionar toda a súmula</translation>
    </message>
    <message>
        <source>You have a match of {variant} in progress: game {number} is being played, and the games before it stand at {totals}. Resume it?</source>
        <translation>Você tem uma partida de {variant} em andamento: o jogo {number} está sendo jogado, e o placar dos jogos anteriores é {totals}. Retomar a partida?</translation>
    </message>
    <message>
        <source>Difficulty: {level}</source>
        <translation>Dificuldade: {level}</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Deal a new match</source>
        <translation>Dar as cartas de uma nova partida</translation>
    </message>
    <message>
        <source>Dail&amp;y deal</source>
        <translation>Distrib&amp;uição do dia</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts</source>
        <translation>A distribuição de hoje, a mesma para todos: um jogo de Avançado, e só a primeira tentativa do dia conta</translation>
    </message>
    <message>
        <source>Play onl&amp;ine…</source>
        <translation>Jogar &amp;online…</translation>
    </message>
    <message>
        <source>Play a friend at another computer over Matrix, with a deal neither of you can see or bend</source>
        <translation>Jogue com um amigo em outro computador pelo Matrix, com uma distribuição que nenhum dos dois pode ver ou manipular</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recomeçar esta distribuição</translation>
    </message>
    <message>
        <source>Deal this game again, the same cards</source>
        <translation>Dar de novo as mesmas cartas deste jogo</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>&amp;Próximo jogo</translation>
    </message>
    <message>
        <source>Deal the next game of the match</source>
        <translation>Dar as cartas do próximo jogo da partida</translation>
    </message>
    <message>
        <source>Revie&amp;w this game…</source>
        <translation>Rever este &amp;jogo…</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued against the best</source>
        <translation>Reproduzir o jogo jogada por jogada, com todas as mãos viradas para cima e suas jogadas comparadas com as melhores</translation>
    </message>
    <message>
        <source>Co&amp;py this game as a line</source>
        <translation>Copiar este jogo como &amp;linha</translation>
    </message>
    <message>
        <source>Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report</source>
        <translation>Pôr o jogo na área de transferência como uma linha de texto (variante, regras, distribuição e jogadas), para relatar um erro</translation>
    </message>
    <message>
        <source>&amp;Fair deal…</source>
        <translation>Distri&amp;buição justa…</translation>
    </message>
    <message>
        <source>The commitment sealed before this deal and, once the game is over, the proof that the deal was fair</source>
        <translation>O compromisso selado antes desta distribuição e, quando o jogo terminar, a prova de que a distribuição foi justa</translation>
    </message>
    <message>
        <source>&amp;Open a game line…</source>
        <translation>&amp;Abrir uma linha de jogo…</translation>
    </message>
    <message>
        <source>Paste a game line to replay it move by move and review it</source>
        <translation>Colar uma linha de jogo para reproduzi-lo jogada por jogada e revê-lo</translation>
    </message>
    <message>
        <source>&amp;Variants…</source>
        <translation>&amp;Variantes…</translation>
    </message>
    <message>
        <source>Choose the variant, the players and the house rules</source>
        <translation>Escolher a variante, os jogadores e as regras da casa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply</source>
        <translation>Desfazer sua última jogada e a resposta do computador</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;fazer</translation>
    </message>
    <message>
        <source>Play again the moves the last undo took back</source>
        <translation>Jogar de novo as jogadas desfeitas pelo último Desfazer</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Games and matches won, streaks and records</source>
        <translation>Jogos e partidas vencidos, sequências e recordes</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <source>Show the move the strongest computer level would play</source>
        <translation>Mostrar a jogada que o nível mais forte do computador faria</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Treinador</translation>
    </message>
    <message>
        <source>Show every move you can make with what it is worth</source>
        <translation>Mostrar todas as jogadas possíveis com o valor de cada uma</translation>
    </message>
    <message>
        <source>Let the computer &amp;lead</source>
        <translation>Deixar o computador &amp;começar</translation>
    </message>
    <message>
        <source>Pass the first lead of the match to the computer</source>
        <translation>Passar ao computador a primeira jogada da partida</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Quit Cassino</source>
        <translation>Sair do Cassino</translation>
    </message>
    <message>
        <source>Show the side &amp;panel</source>
        <translation>Mostrar o &amp;painel lateral</translation>
    </message>
    <message>
        <source>Show or hide the moves, the score sheet and the coach</source>
        <translation>Mostrar ou ocultar as jogadas, a súmula e o treinador</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>Fill the screen with the table</source>
        <translation>Ocupar a tela inteira com a mesa</translation>
    </message>
    <message>
        <source>&amp;Configure Cassino…</source>
        <translation>&amp;Configurar o Cassino…</translation>
    </message>
    <message>
        <source>Difficulty, animation, card deck, card back, undo and who leads, in one place</source>
        <translation>Dificuldade, animação, baralho, verso das cartas, desfazer e quem começa, num só lugar</translation>
    </message>
    <message>
        <source>Show the &amp;toolbar</source>
        <translation>Mostrar a barra de &amp;ferramentas</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>&amp;Permitir desfazer</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note games played with undo)</source>
        <translation>Permitir que jogadas sejam desfeitas (as estatísticas registram os jogos em que houve desfazer)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>The rules of the chosen variant and the controls</source>
        <translation>As regras da variante escolhida e os controles</translation>
    </message>
    <message>
        <source>&amp;About Cassino</source>
        <translation>&amp;Sobre o Cassino</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>The classic fishing card game against the computer: {variants}.</source>
        <translation>O clássico jogo de cartas de pescaria contra o computador: {variants}.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Software livre sob a Licença Pública Geral GNU, versão 3 ou posterior.</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>About Cassino</source>
        <translation>Sobre o Cassino</translation>
    </message>
</context>
<context>
    <name>fair_deal_dialog</name>
    <message>
        <source>Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen.</source>
        <translation>Cartas dadas a partir da semente {seed}, escolhida pelo jogo: esta distribuição não traz nenhuma prova de que não foi escolhida de propósito.</translation>
    </message>
    <message>
        <source>NOT A FAIR DEAL: {problems}.</source>
        <translation>NÃO É UMA DISTRIBUIÇÃO JUSTA: {problems}.</translation>
    </message>
    <message>
        <source>The deal follows from its commitment and its cut: the secret and the salt revealed hash to the commitment {commitment}, and with the cut {cut} they give the seed {seed}, which deals exactly these cards.</source>
        <translation>A distribuição decorre do seu compromisso e do seu corte: o hash do segredo e do sal revelados é o compromisso {commitment} e, com o corte {cut}, eles dão a semente {seed}, que distribui exatamente estas cartas.</translation>
    </message>
    <message>
        <source>This proves that the cards were fixed by the commitment and the cut before any was dealt, and that none was changed after. It cannot show how the secret was chosen: whoever chose it knowing the cut could have tried secret after secret until the cards suited them, so the deal is fair only if the commitment was shown before someone else made the cut.</source>
        <translation>Isso prova que as cartas foram fixadas pelo compromisso e pelo corte antes de qualquer uma ser dada, e que nenhuma foi trocada depois. Não mostra como o segredo foi escolhido: quem o escolheu conhecendo o corte poderia ter tentado um segredo após o outro até as cartas lhe convirem; por isso, a distribuição só é justa se o compromisso foi mostrado antes de outra pessoa fazer o corte.</translation>
    </message>
    <message>
        <source>This game was set up by hand, from a position: no deal dealt it.</source>
        <translation>Este jogo foi montado à mão, a partir de uma posição: não veio de nenhuma distribuição.</translation>
    </message>
    <message>
        <source>This is the daily deal of {day}: the date alone decides its cards, the same for everyone.</source>
        <translation>Esta é a distribuição do dia {day}: só a data decide as cartas, as mesmas para todos.</translation>
    </message>
    <message>
        <source>Its seed is shown when the game is over. Until then the game line carries this seal of it (the SHA-256 hash of the seed), which the seed shown after can be checked against:
{seal}</source>
        <translation>A semente aparece quando o jogo termina. Até lá, a linha do jogo leva este selo dela (o hash SHA-256 da semente), com o qual a semente mostrada depois pode ser conferida:
{seal}</translation>
    </message>
    <message>
        <source>Game {number} was dealt from the seed {seed}, derived from the match's seed {match_seed}.</source>
        <translation>As cartas do jogo {number} foram dadas a partir da semente {seed}, derivada da semente da partida, {match_seed}.</translation>
    </message>
    <message>
        <source>A match begun from a chosen seed, a saved match from before fair deals, or a daily deal is dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you cut the deck.</source>
        <translation>É assim que se dão as cartas numa partida começada de uma semente escolhida, numa partida salva de antes das distribuições justas ou numa distribuição do dia. Em toda partida nova, as cartas são dadas de forma justa: o jogo sela um segredo antes de cada distribuição e você corta o baralho.</translation>
    </message>
    <message>
        <source>Game {number} was dealt fairly.</source>
        <translation>As cartas do jogo {number} foram dadas de forma justa.</translation>
    </message>
    <message>
        <source>Before the deal the game sealed a secret and showed this commitment (the SHA-256 hash of the secret and a random salt):
{commitment}</source>
        <translation>Antes da distribuição, o jogo selou um segredo e mostrou este compromisso (o hash SHA-256 do segredo e de um sal aleatório):
{commitment}</translation>
    </message>
    <message>
        <source>The seed of the deal comes from the secret and your cut together, so neither side chose the cards. The secret and the salt are revealed when the game is over, for anyone to check.</source>
        <translation>A semente da distribuição vem do segredo e do seu corte juntos; assim, nenhum dos lados escolheu as cartas. O segredo e o sal são revelados quando o jogo termina, para que qualquer um possa conferir.</translation>
    </message>
    <message>
        <source>Game {number} is over, and its deal is revealed.</source>
        <translation>O jogo {number} terminou, e sua distribuição foi revelada.</translation>
    </message>
    <message>
        <source>Commitment shown before the deal:
{commitment}</source>
        <translation>Compromisso mostrado antes da distribuição:
{commitment}</translation>
    </message>
    <message>
        <source>Secret, revealed after the game:
{secret}</source>
        <translation>Segredo, revelado depois do jogo:
{secret}</translation>
    </message>
    <message>
        <source>Salt:
{salt}</source>
        <translation>Sal:
{salt}</translation>
    </message>
    <message>
        <source>Your cut: {cut}</source>
        <translation>Seu corte: {cut}</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>Semente da distribuição: {seed}</translation>
    </message>
    <message>
        <source>Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it.</source>
        <translation>Qualquer um pode conferir de novo: copie o jogo como linha (menu Jogo) e execute cassino-engine verify com ela.</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Cortar o baralho</translation>
    </message>
    <message>
        <source>The game has sealed its secret for this deal. Its commitment, the hash that the secret will be checked against after the game:</source>
        <translation>O jogo selou o segredo desta distribuição. Este é o compromisso, o hash com o qual o segredo será conferido depois do jogo:</translation>
    </message>
    <message>
        <source>Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.</source>
        <translation>Agora corte: digite qualquer coisa ou mantenha o corte aleatório. A distribuição vem do segredo e do seu corte.</translation>
    </message>
    <message>
        <source>Your cut</source>
        <translation>Seu corte</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Dar as cartas</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Distribuição justa</translation>
    </message>
    <message>
        <source>How this game was dealt</source>
        <translation>Como as cartas deste jogo foram dadas</translation>
    </message>
</context>
<context>
    <name>game_over_dialog</name>
    <message>
        <source>Most cards</source>
        <translation>Mais cartas</translation>
    </message>
    <message>
        <source>3 points for 27 cards or more</source>
        <translation>3 pontos por 27 cartas ou mais</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Mais espadas</translation>
    </message>
    <message>
        <source>1 point for 7 spades or more</source>
        <translation>1 ponto por 7 espadas ou mais</translation>
    </message>
    <message>
        <source>Big cassino</source>
        <translation>Cassino grande</translation>
    </message>
    <message>
        <source>The 10 of diamonds: 2 points</source>
        <translation>O 10 de ouros: 2 pontos</translation>
    </message>
    <message>
        <source>Little cassino</source>
        <translation>Cassino pequeno</translation>
    </message>
    <message>
        <source>The 2 of spades: 1 point</source>
        <translation>O 2 de espadas: 1 ponto</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>1 point each</source>
        <translation>1 ponto cada</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Varridas</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Pontos de espadas</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades 2, every other spade 1</source>
        <translation>Cassino de Espadas: o valete de espadas 2, cada uma das outras espadas 1</translation>
    </message>
    <message>
        <source>1 point to every player with the most cards</source>
        <translation>1 ponto para cada jogador com o maior número de cartas</translation>
    </message>
    <message>
        <source>1 point to every player with the most spades</source>
        <translation>1 ponto para cada jogador com o maior número de espadas</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 de ouros</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 pontos</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 de espadas</translation>
    </message>
    <message>
        <source>You win the game {a} to {b}</source>
        <translation>Você venceu o jogo por {a} a {b}</translation>
    </message>
    <message>
        <source>You win the game: {scores}</source>
        <translation>Você venceu o jogo: {scores}</translation>
    </message>
    <message>
        <source>The computer wins the game {a} to {b}</source>
        <translation>O computador venceu o jogo por {a} a {b}</translation>
    </message>
    <message>
        <source>The computer wins the game: {scores}</source>
        <translation>O computador venceu o jogo: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} venceram o jogo por {a} a {b}</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} venceram o jogo: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <translation>{names} venceram o jogo por {a} a {b}</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <translation>{names} venceram o jogo: {scores}</translation>
    </message>
    <message>
        <source>{name} wins the game {a} to {b}</source>
        <translation>{name} venceu o jogo por {a} a {b}</translation>
    </message>
    <message>
        <source>{name} wins the game: {scores}</source>
        <translation>{name} venceu o jogo: {scores}</translation>
    </message>
    <message>
        <source>You win the match {a} to {b}!</source>
        <translation>Você venceu a partida por {a} a {b}!</translation>
    </message>
    <message>
        <source>You win the match: {scores}!</source>
        <translation>Você venceu a partida: {scores}!</translation>
    </message>
    <message>
        <source>The computer wins the match {a} to {b}!</source>
        <translation>O computador venceu a partida por {a} a {b}!</translation>
    </message>
    <message>
        <source>The computer wins the match: {scores}!</source>
        <translation>O computador venceu a partida: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} venceram a partida por {a} a {b}!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} venceram a partida: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <translation>{names} venceram a partida por {a} a {b}!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <translation>{names} venceram a partida: {scores}!</translation>
    </message>
    <message>
        <source>{name} wins the match {a} to {b}!</source>
        <translation>{name} venceu a partida por {a} a {b}!</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}!</source>
        <translation>{name} venceu a partida: {scores}!</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>A partida terminou empatada</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>A draw: {scores}</source>
        <translation>Empate: {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each.</source>
        <translation>
            <numerusform>%n carta para cada um.</numerusform>
            <numerusform>%n cartas para cada um.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n carta</numerusform>
            <numerusform>{name}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>One game decides. Most cards and most spades score 1 point each, to every player who shares the most.</source>
        <translation>Um só jogo decide. Mais cartas e mais espadas valem 1 ponto cada, para todo jogador que tiver o máximo, mesmo em empate.</translation>
    </message>
    <message>
        <source>This game: {scores}.</source>
        <translation>Este jogo: {scores}.</translation>
    </message>
    <message>
        <source>Match score: {scores}. Level past {target}: another game decides.</source>
        <translation>Placar da partida: {scores}. Empate acima de {target}: mais um jogo decide.</translation>
    </message>
    <message>
        <source>Match score: {scores}. First to {target} wins the match.</source>
        <translation>Placar da partida: {scores}. Quem chegar primeiro a {target} vence a partida.</translation>
    </message>
    <message>
        <source>Match Over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;New Match</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>&amp;Próximo jogo</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Rever este jogo</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued</source>
        <translation>Reproduzir o jogo jogada por jogada, com todas as mãos viradas para cima e suas jogadas avaliadas</translation>
    </message>
    <message>
        <source>{name}, {row}: {value}</source>
        <translation>{name}, {row}: {value}</translation>
    </message>
    <message>
        <source>{name}, winner</source>
        <translation>{name}, vencedor</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Cartas capturadas</translation>
    </message>
    <message>
        <source>Spades captured</source>
        <translation>Espadas capturadas</translation>
    </message>
    <message>
        <source>Spades do not score in Original</source>
        <translation>As espadas não pontuam no Original</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Este jogo</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Placar da partida</translation>
    </message>
    <message>
        <source>The match is played to {target}</source>
        <translation>A partida vai até {target}</translation>
    </message>
</context>
<context>
    <name>house_rules_panel</name>
    <message>
        <source>may not trail until it is taken</source>
        <translation>não pode descartar até a construção ser pega</translation>
    </message>
    <message>
        <source>must take it in or add to it next turn</source>
        <translation>tem que pegar a construção ou acrescentar algo a ela na vez seguinte</translation>
    </message>
    <message>
        <source>&amp;House rules:</source>
        <translation>&amp;Regras da casa:</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regras da casa</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>&amp;Switches</source>
        <translation>&amp;Opções</translation>
    </message>
    <message>
        <source>Show every house rule, to set them one by one</source>
        <translation>Mostrar todas as regras da casa, para ajustá-las uma a uma</translation>
    </message>
    <message>
        <source> points</source>
        <comment>after a number of points in a spin box, with its space</comment>
        <translation> pontos</translation>
    </message>
    <message>
        <source>A &amp;builder:</source>
        <translation>&amp;Quem constrói:</translation>
    </message>
    <message>
        <source>Match &amp;target:</source>
        <translation>&amp;Meta da partida:</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>um jogo</translation>
    </message>
    <message>
        <source>{help} Not a rule of {variant}.</source>
        <translation>{help} Não é uma regra do {variant}.</translation>
    </message>
    <message>
        <source>{variant} is played by its own rules; house rules are for Original, Advanced and Royal.</source>
        <translation>O {variant} é jogado com regras próprias; as regras da casa são para o Original, o Avançado e o Real.</translation>
    </message>
    <message>
        <source>Your own mix of house rules.</source>
        <translation>Sua própria combinação de regras da casa.</translation>
    </message>
</context>
<context>
    <name>review_dialog</name>
    <message>
        <source>The table at the move reviewed, every hand face up</source>
        <translation>A mesa na jogada revista, com todas as mãos viradas para cima</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revisão: {title}</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%v de %m jogadas</translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation>&amp;Interromper a revisão</translation>
    </message>
    <message>
        <source>Stop searching; the moves reviewed so far keep their values</source>
        <translation>Parar a análise; as jogadas revistas até agora mantêm seus valores</translation>
    </message>
    <message>
        <source>Your worst moves (a mistake loses {points} points or more):</source>
        <translation>Suas piores jogadas (um erro perde {points} pontos ou mais):</translation>
    </message>
    <message>
        <source>Your worst moves, worst first</source>
        <translation>Suas piores jogadas, da pior para a menos ruim</translation>
    </message>
    <message>
        <source>Every move of the game with its value</source>
        <translation>Todas as jogadas do jogo com seus valores</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Próxima ▶</translation>
    </message>
    <message>
        <source>The move before (Left arrow)</source>
        <translation>A jogada anterior (seta para a esquerda)</translation>
    </message>
    <message>
        <source>The move after (Right arrow)</source>
        <translation>A jogada seguinte (seta para a direita)</translation>
    </message>
    <message>
        <source>After move {number}: the game was not finished.</source>
        <translation>Depois da jogada {number}: o jogo não foi terminado.</translation>
    </message>
    <message>
        <source>The end of the game: {scores}.</source>
        <translation>O fim do jogo: {scores}.</translation>
    </message>
    <message>
        <source>Move {number} of {count}: {move}.</source>
        <translation>Jogada {number} de {count}: {move}.</translation>
    </message>
    <message>
        <source>It was the only move.</source>
        <translation>Era a única jogada.</translation>
    </message>
    <message>
        <source>The best move there was.</source>
        <translation>A melhor jogada possível.</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better exactly.</source>
        <translation>A melhor era: {best} (marcada na mesa), exatamente {loss} pontos melhor.</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better by the coach's estimate.</source>
        <translation>A melhor era: {best} (marcada na mesa), {loss} pontos melhor pela estimativa do treinador.</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>O monte está vazio.</translation>
    </message>
    <message>
        <source>The stock, in the order it will be dealt: {cards}</source>
        <translation>O monte, na ordem em que será distribuído: {cards}</translation>
    </message>
    <message>
        <source>Move {number}: {move}, {loss} points lost</source>
        <translation>Jogada {number}: {move}, {loss} pontos perdidos</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Nenhum erro até agora.</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>Nenhum erro.</translation>
    </message>
    <message>
        <source>Reviewing your moves… {done} of {total} so far, {lost} points lost against the best moves. You can step through the game meanwhile.</source>
        <translation>Revendo suas jogadas… {done} de {total} até agora, {lost} pontos perdidos em relação às melhores jogadas. Enquanto isso, você pode percorrer o jogo.</translation>
    </message>
    <message numerus="yes">
        <source>You lost {lost} points against the best moves in this game, with %n mistake(s). Values are your lead in points at the end of the game as the coach saw it from your seat; '=' marks an exact value (the last deal, solved).</source>
        <translation>
            <numerusform>Você perdeu {lost} pontos em relação às melhores jogadas neste jogo, com %n erro. Os valores são a sua vantagem em pontos no fim do jogo, como o treinador a via do seu lugar; '=' marca um valor exato (a última distribuição, resolvida).</numerusform>
            <numerusform>Você perdeu {lost} pontos em relação às melhores jogadas neste jogo, com %n erros. Os valores são a sua vantagem em pontos no fim do jogo, como o treinador a via do seu lugar; '=' marca um valor exato (a última distribuição, resolvida).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %n of your moves.</source>
        <translation>
            <numerusform>A revisão foi interrompida depois de %n jogada sua.</numerusform>
            <numerusform>A revisão foi interrompida depois de %n jogadas suas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogada feita</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Melhor jogada</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>Melhor valor</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perda</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forçada</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>a mesma</translation>
    </message>
    <message>
        <source>{loss} mistake</source>
        <translation>{loss} (erro)</translation>
    </message>
</context>
<context>
    <name>review_worker</name>
    <message>
        <source>The review could not start: {reason}</source>
        <translation>Não foi possível iniciar a revisão: {reason}</translation>
    </message>
    <message>
        <source>The review stopped (its process ended, {code}).</source>
        <translation>A revisão parou (o processo dela terminou, {code}).</translation>
    </message>
    <message>
        <source>The review stopped: {reason}</source>
        <translation>A revisão parou: {reason}</translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>How to Play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>&amp;Rules for:</source>
        <translation>&amp;Regras de:</translation>
    </message>
    <message>
        <source>Rules for variant</source>
        <translation>Regras da variante</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>rule {number}</source>
        <translation>regra {number}</translation>
    </message>
    <message>
        <source>rules {first} and {second}</source>
        <translation>regras {first} e {second}</translation>
    </message>
    <message>
        <source>The numbers beside the headings are the sections of the game's rule book; when a move is refused, the reason names the rule it breaks, as in “{example}”.</source>
        <translation>Os números ao lado dos títulos são as seções do livro de regras do jogo; quando uma jogada é recusada, o motivo cita a regra que ela infringe, como em “{example}”.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>As cartas numéricas valem o seu número. Ases valem 1 ou 14, à escolha a cada uso; valetes valem 11, damas 12 e reis 13; eles pegam e constroem como qualquer número.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>As cartas numéricas valem o seu número. Ases valem 1 ou 14, à escolha a cada uso; valetes, damas e reis são &lt;b&gt;figuras&lt;/b&gt;, sem número (veja abaixo).</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>As cartas numéricas valem o seu número. Ases valem 1; valetes valem 11, damas 12 e reis 13; eles pegam e constroem como qualquer número.</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>As cartas numéricas valem o seu número. Ases valem 1; valetes, damas e reis são &lt;b&gt;figuras&lt;/b&gt;, sem número (veja abaixo).</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Every card you take is worth one point; the player with &lt;b&gt;more cards&lt;/b&gt; after the last round wins the game, and 26 to 26 is a draw. One game decides.</source>
        <translation>Pegue mais cartas que o computador. Cada carta que você pega vale um ponto; quem tiver &lt;b&gt;mais cartas&lt;/b&gt; depois da última rodada vence o jogo, e 26 a 26 é empate. Um só jogo decide.</translation>
    </message>
    <message>
        <source>Capture cards that score points: the big and little cassino, the aces, most cards and most spades, and sweeps. Games are played until a player has &lt;b&gt;{target}&lt;/b&gt; points or more.</source>
        <translation>Pegue as cartas que valem pontos: o Cassino grande e o Cassino pequeno, os ases, mais cartas e mais espadas, e as varridas. Joga-se até que um jogador tenha &lt;b&gt;{target}&lt;/b&gt; pontos ou mais.</translation>
    </message>
    <message>
        <source>Each player gets 4 cards and, in the first round only, 4 cards are dealt face up to the table. When both hands are empty, each player gets 4 more from the stock (the table gets none), six rounds in all. The non-dealer plays first in every round.</source>
        <translation>Cada jogador recebe 4 cartas e, só na primeira rodada, 4 cartas são dadas viradas para cima na mesa. Quando as duas mãos ficam vazias, cada jogador recebe mais 4 do monte (a mesa não recebe nenhuma), em seis rodadas ao todo. Quem não deu as cartas joga primeiro em todas as rodadas.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>A distribuição</translation>
    </message>
    <message>
        <source>An ace played as 14 could take the ace (as 1), the 3, the 4 and the 6 at once (1 + 3 + 4 + 6 = 14).</source>
        <translation>Um ás jogado como 14 poderia pegar de uma vez o ás (como 1), o 3, o 4 e o 6 (1 + 3 + 4 + 6 = 14).</translation>
    </message>
    <message>
        <source>Face cards are never part of a build.</source>
        <translation>Figuras nunca fazem parte de uma construção.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; {rule} Take table cards whose values, in one or more groups, each add up to the value of the card you play. With a 7 and a table of A, 3, 4, 6 you may take 3 + 4, or A + 6, or all four as two groups of 7.{ace_example} You choose which groups to take. A capture that clears the table is a &lt;b&gt;sweep&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Pegar.&lt;/b&gt; {rule} Pegue cartas da mesa que formem um ou mais grupos, cada um somando o valor da carta que você joga. Com um 7 e uma mesa com A, 3, 4, 6, você pode pegar 3 + 4, ou A + 6, ou as quatro como dois grupos de 7.{ace_example} Você escolhe quais grupos pegar. Uma captura que limpa a mesa é uma &lt;b&gt;varrida&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Build.&lt;/b&gt; {rule} Add a card from your hand to one or more table items to make a pile of value V that you mean to capture later, with a card of value V &lt;i&gt;that you still hold&lt;/i&gt;. Builds go up to {highest}.{faces_in_builds}</source>
        <translation>&lt;b&gt;Construir.&lt;/b&gt; {rule} Junte uma carta da sua mão a um ou mais itens da mesa para formar uma pilha de valor V que você pretende pegar depois, com uma carta de valor V &lt;i&gt;que você ainda tem na mão&lt;/i&gt;. As construções vão até {highest}.{faces_in_builds}</translation>
    </message>
    <message>
        <source>A &lt;b&gt;single build&lt;/b&gt; holds one group (A + 6 = 7). It counts like one card of its value: it can be captured together with other cards, and anyone can &lt;i&gt;raise&lt;/i&gt; it (a 2 added to a build of 7 makes 9, if they hold a 9).</source>
        <translation>Uma &lt;b&gt;construção simples&lt;/b&gt; tem um só grupo (A + 6 = 7). Ela conta como uma carta do seu valor: pode ser pega junto com outras cartas, e qualquer um pode &lt;i&gt;aumentá-la&lt;/i&gt; (um 2 somado a uma construção de 7 faz 9, se quem joga tiver um 9).</translation>
    </message>
    <message>
        <source>A &lt;b&gt;multiple build&lt;/b&gt; holds two or more groups of V (3 + 4 and A + 6 as a build of 7). Its value is fixed: it can be extended by more groups of V, never raised, and only a card of value V takes it.</source>
        <translation>Uma &lt;b&gt;construção múltipla&lt;/b&gt; tem dois ou mais grupos de V (3 + 4 e A + 6 como uma construção de 7). Seu valor é fixo: ela pode ser ampliada com mais grupos de V, mas nunca aumentada, e só uma carta de valor V a pega.</translation>
    </message>
    <message>
        <source>There is only one build of each value on the table: a new build of V must take in the build of V already there.</source>
        <translation>Só há uma construção de cada valor na mesa: uma nova construção de V tem que incorporar a construção de V que já está lá.</translation>
    </message>
    <message>
        <source>Whoever last made or added to a build owns it, and the opponent may capture or take over your builds.</source>
        <translation>Quem fez ou ampliou uma construção por último é o dono dela, e o adversário pode pegar ou tomar as suas construções.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail.&lt;/b&gt; {rule} Put the card face up on the table. You may not trail while you own a build.</source>
        <translation>&lt;b&gt;Descartar.&lt;/b&gt; {rule} Ponha a carta virada para cima na mesa. Você não pode descartar enquanto for dono de uma construção.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sua vez</translation>
    </message>
    <message>
        <source>Play exactly one card from your hand, in one of three ways.</source>
        <translation>Jogue exatamente uma carta da sua mão, de uma destas três maneiras.</translation>
    </message>
    <message>
        <source>While you own a build, you must keep a card that can capture it: that card is reserved, and you may only play it to take the build (other groups of the same value may go with it). So every build is taken before the round ends.</source>
        <translation>Enquanto for dono de uma construção, você precisa guardar uma carta que possa pegá-la: essa carta fica reservada, e você só pode jogá-la para pegar a construção (outros grupos do mesmo valor podem ir junto). Assim, toda construção é pega antes do fim da rodada.</translation>
    </message>
    <message>
        <source>The reserved card</source>
        <translation>A carta reservada</translation>
    </message>
    <message>
        <source>Jacks, queens and kings are face cards: they are never summed and never built. A face card captures exactly &lt;b&gt;one&lt;/b&gt; loose card of the same rank (a queen takes one queen, even if two lie on the table); otherwise it can only trail.</source>
        <translation>Valetes, damas e reis são figuras: nunca são somados nem entram em construções. Uma figura pega exatamente &lt;b&gt;uma&lt;/b&gt; carta solta do mesmo valor (uma dama pega uma dama, mesmo que haja duas na mesa); fora isso, ela só pode ser descartada.</translation>
    </message>
    <message>
        <source>Face cards</source>
        <translation>Figuras</translation>
    </message>
    <message>
        <source>When the last card has been played, the cards left on the table go to the player who made the last capture (the dealer, if nobody captured). This is not a sweep, and neither is a capture on the very last play.</source>
        <translation>Depois que a última carta é jogada, as cartas que sobram na mesa vão para o jogador que fez a última captura (ou para quem deu as cartas, se ninguém pegou nada). Isso não é uma varrida, e uma captura na última jogada também não é.</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>Última captura</translation>
    </message>
    <message>
        <source>One point for every card captured. Sweeps do not score. The player with more cards wins; a match is this &lt;b&gt;single game&lt;/b&gt;.</source>
        <translation>Um ponto por carta pega. Varridas não pontuam. Vence quem tiver mais cartas; a partida é este &lt;b&gt;único jogo&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Most cards (27 or more)</source>
        <translation>Mais cartas (27 ou mais)</translation>
    </message>
    <message>
        <source>Most spades (7 or more)</source>
        <translation>Mais espadas (7 ou mais)</translation>
    </message>
    <message>
        <source>Big cassino: 10 of diamonds</source>
        <translation>Cassino grande: 10 de ouros</translation>
    </message>
    <message>
        <source>Little cassino: 2 of spades</source>
        <translation>Cassino pequeno: 2 de espadas</translation>
    </message>
    <message>
        <source>Each ace</source>
        <translation>Cada ás</translation>
    </message>
    <message>
        <source>Each sweep</source>
        <translation>Cada varrida</translation>
    </message>
    <message>
        <source>Jack of spades (Spade Cassino)</source>
        <translation>Valete de espadas (Cassino de Espadas)</translation>
    </message>
    <message>
        <source>Every other spade (Spade Cassino)</source>
        <translation>Cada uma das outras espadas (Cassino de Espadas)</translation>
    </message>
    <message>
        <source>That is 11 points a game plus sweeps; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>São 11 pontos por jogo, mais as varridas; com 26 cartas para cada um, ninguém marca os pontos de mais cartas. Joga-se até que, ao fim de um jogo, um jogador tenha &lt;b&gt;{target}&lt;/b&gt; ou mais: a partida fica com a maior pontuação e, se houver empate, joga-se mais um jogo. Quem joga primeiro se alterna de um jogo para o outro.</translation>
    </message>
    <message>
        <source>That is 11 points a game; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>São 11 pontos por jogo; com 26 cartas para cada um, ninguém marca os pontos de mais cartas. Joga-se até que, ao fim de um jogo, um jogador tenha &lt;b&gt;{target}&lt;/b&gt; ou mais: a partida fica com a maior pontuação e, se houver empate, joga-se mais um jogo. Quem joga primeiro se alterna de um jogo para o outro.</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Captura</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Two to four players, each for themselves. Capture the cards that score: aces, the 2&amp;#9824; and the 10&amp;#9830;, and most cards and most spades. One game decides.</source>
        <translation>De dois a quatro jogadores, cada um por si. Pegue as cartas que pontuam: os ases, o 2&amp;#9824; e o 10&amp;#9830;, além de mais cartas e mais espadas. Um só jogo decide.</translation>
    </message>
    <message>
        <source>Aces count 1, jacks 11, queens 12, kings 13.</source>
        <translation>Ases valem 1, valetes 11, damas 12, reis 13.</translation>
    </message>
    <message>
        <source>Four cards to each player, and four face up to the table in the first round only. When every hand is empty, four more each from the stock (6 rounds for two players, 4 for three, 3 for four). The player on the dealer's left starts every round.</source>
        <translation>Quatro cartas para cada jogador e, só na primeira rodada, quatro viradas para cima na mesa. Quando todas as mãos ficam vazias, mais quatro para cada um, do monte (6 rodadas com dois jogadores, 4 com três, 3 com quatro). O jogador à esquerda de quem deu as cartas começa todas as rodadas.</translation>
    </message>
    <message>
        <source>A loose card is a group of its value. Groups of &lt;b&gt;equal value pair&lt;/b&gt; into one group of that value (two kings make a group of K); number groups &lt;b&gt;combine&lt;/b&gt; into one group worth their sum, at most 10 (a group of 4 with a 2 and a 3 makes 9). J, Q and K only pair. A paired group counts its own value when it is combined further: two aces paired are a group of 1, and with a 4 and a 3 they make 8.</source>
        <translation>Uma carta solta é um grupo do seu valor. Grupos de &lt;b&gt;mesmo valor se emparelham&lt;/b&gt; num só grupo desse valor (dois reis formam um grupo de K); grupos numéricos se &lt;b&gt;combinam&lt;/b&gt; num só grupo que vale a soma deles, no máximo 10 (um grupo de 4 com um 2 e um 3 dá 9). J, Q e K só se emparelham. Um grupo emparelhado conta o próprio valor quando é combinado de novo: dois ases emparelhados são um grupo de 1, e com um 4 e um 3 dão 8.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take:&lt;/b&gt; play a card and take exactly one group of its value, one that lies there or that you form this turn by pairing and combining table cards.</source>
        <translation>&lt;b&gt;Pegar:&lt;/b&gt; jogue uma carta e pegue exatamente um grupo do valor dela, que já esteja na mesa ou que você forme nesta vez, emparelhando e combinando cartas da mesa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Group&lt;/b&gt; (build a group): place a card and form exactly one new group that contains it.</source>
        <translation>&lt;b&gt;Agrupar&lt;/b&gt; (construir um grupo): coloque uma carta e forme exatamente um grupo novo que a contenha.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drop:&lt;/b&gt; lay the card face up on the table. Always allowed.</source>
        <translation>&lt;b&gt;Largar:&lt;/b&gt; ponha a carta virada para cima na mesa. Sempre permitido.</translation>
    </message>
    <message>
        <source>Groups have no owner: anyone may take them or build on them, and nobody has to hold a card to take their own group.</source>
        <translation>Grupos não têm dono: qualquer um pode pegá-los ou construir sobre eles, e ninguém precisa guardar uma carta para pegar o próprio grupo.</translation>
    </message>
    <message>
        <source>The cards left at the end go to the player who made the last take. Each ace 1, the 2&amp;#9824; 2, the 10&amp;#9830; 2, most cards 1 and most spades 1; when the most is shared, every player sharing it scores the point. No sweeps. The highest total wins.</source>
        <translation>As cartas que sobram no fim vão para o jogador que pegou por último. Cada ás vale 1, o 2&amp;#9824; 2, o 10&amp;#9830; 2, mais cartas 1 e mais espadas 1; quando há empate no máximo, todos os empatados marcam o ponto. Não há varridas. Vence o maior total.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>A vez de jogar</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>Fim e pontuação</translation>
    </message>
    <message>
        <source>{variant} Cassino</source>
        <translation>Cassino {variant}</translation>
    </message>
    <message>
        <source>{preset} house rules in play</source>
        <translation>Regras da casa em vigor: {preset}</translation>
    </message>
    <message>
        <source>House rules in play</source>
        <translation>Regras da casa em vigor</translation>
    </message>
    <message>
        <source>Where they differ from the rules below, these house rules decide.</source>
        <translation>Onde forem diferentes das regras abaixo, valem estas regras da casa.</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>new game (asks first if a game is under way; a game given up counts as lost)</source>
        <translation>novo jogo (pergunta antes se há um jogo em andamento; um jogo abandonado conta como derrota)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>restart this deal</source>
        <translation>recomeçar esta distribuição</translation>
    </message>
    <message>
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <source>next game</source>
        <translation>próximo jogo</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>review the game just finished move by move (any game: double-click it in the score sheet)</source>
        <translation>rever jogada por jogada o jogo que acabou (qualquer jogo: clique duas vezes nele na súmula)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>desfazer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>refazer</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>dica</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>treinador</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>let the computer lead</source>
        <translation>deixar o computador começar</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>tela cheia</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>show or hide the side panel</source>
        <translation>mostrar ou ocultar o painel lateral</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>configurações</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>these rules</source>
        <translation>estas regras</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>sair</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Esquerda / Direita</translation>
    </message>
    <message>
        <source>move along your hand (or the table items)</source>
        <translation>percorrer a sua mão (ou os itens da mesa)</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Cima / Baixo</translation>
    </message>
    <message>
        <source>move between your hand and the table</source>
        <translation>passar da sua mão para a mesa e vice-versa</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>select or deselect the card or item</source>
        <translation>selecionar ou desmarcar a carta ou o item</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>play the selected move, or the hint shown on the table; with nothing chosen it does nothing</source>
        <translation>fazer a jogada selecionada, ou a dica mostrada na mesa; sem nada escolhido, não faz nada</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>limpar a seleção</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>show each player's last capture beside their pile (again: put them back)</source>
        <translation>mostrar a última captura de cada jogador ao lado da sua pilha (de novo: guardá-las)</translation>
    </message>
    <message>
        <source>Space or a click</source>
        <translation>Espaço ou um clique</translation>
    </message>
    <message>
        <source>go on, when another player's move waits for you (pace: wait for my click)</source>
        <translation>continuar, quando a jogada de outro jogador espera por você (ritmo: esperar meu clique)</translation>
    </message>
    <message>
        <source>the Capture, Build and Trail buttons</source>
        <translation>os botões Pegar, Construir e Descartar</translation>
    </message>
    <message>
        <source>in Clearance, the Take, Group and Drop buttons</source>
        <translation>no Clearance, os botões Pegar, Agrupar e Largar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture or build:&lt;/b&gt; drag a card from your hand onto the table cards or builds you want to use.</source>
        <translation>&lt;b&gt;Pegar ou construir:&lt;/b&gt; arraste uma carta da sua mão até as cartas ou construções da mesa que você quer usar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail:&lt;/b&gt; drag a card from your hand onto the empty felt.</source>
        <translation>&lt;b&gt;Descartar:&lt;/b&gt; arraste uma carta da sua mão até o feltro vazio.</translation>
    </message>
    <message>
        <source>To use several table items, click them first to select them, then drag your card or &lt;b&gt;double-click&lt;/b&gt; it to play it with the selected items.</source>
        <translation>Para usar vários itens da mesa, primeiro clique neles para selecioná-los; depois arraste sua carta ou &lt;b&gt;clique duas vezes&lt;/b&gt; nela para jogá-la com os itens selecionados.</translation>
    </message>
    <message>
        <source>The others' moves are played out on the table: the card travels, what it takes lights up, and the line under the table names the move. &lt;b&gt;Rest the pointer on a pile&lt;/b&gt; (or click it) to see that player's last capture.</source>
        <translation>As jogadas dos outros acontecem na mesa: a carta se move, o que ela pega se acende, e a linha abaixo da mesa diz qual foi a jogada. &lt;b&gt;Pare o ponteiro sobre uma pilha&lt;/b&gt; (ou clique nela) para ver a última captura daquele jogador.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Capture&lt;/b&gt;, &lt;b&gt;Build&lt;/b&gt; and &lt;b&gt;Trail&lt;/b&gt; buttons (in Clearance &lt;b&gt;Take&lt;/b&gt;, &lt;b&gt;Group&lt;/b&gt; and &lt;b&gt;Drop&lt;/b&gt;) play the selected hand card with the selected table items. When a play could mean more than one move, you are asked which one.</source>
        <translation>Os botões &lt;b&gt;Pegar&lt;/b&gt;, &lt;b&gt;Construir&lt;/b&gt; e &lt;b&gt;Descartar&lt;/b&gt; (no Clearance, &lt;b&gt;Pegar&lt;/b&gt;, &lt;b&gt;Agrupar&lt;/b&gt; e &lt;b&gt;Largar&lt;/b&gt;) jogam a carta selecionada da mão com os itens selecionados da mesa. Quando uma jogada pode ter mais de um sentido, o jogo pergunta qual você quer.</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Atalhos</translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Easy: plays at random among sensible moves</source>
        <translation>Fácil: joga ao acaso entre as jogadas sensatas</translation>
    </message>
    <message>
        <source>Medium: takes the most it can now</source>
        <translation>Médio: pega o máximo que pode agora</translation>
    </message>
    <message>
        <source>Hard: plans the round ahead</source>
        <translation>Difícil: planeja a rodada à frente</translation>
    </message>
    <message>
        <source>Expert: also reads the cards you may hold</source>
        <translation>Especialista: também deduz as cartas que você pode ter</translation>
    </message>
    <message>
        <source>The game's own deck</source>
        <translation>O baralho próprio do jogo</translation>
    </message>
    <message>
        <source>The game's own deck in four colours: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>O baralho próprio do jogo em quatro cores: espadas em preto, copas em vermelho, ouros em azul, paus em verde</translation>
    </message>
    <message>
        <source>The game's own deck in large print: a big rank and suit on every card</source>
        <translation>O baralho próprio do jogo com letras grandes: valor e naipe grandes em cada carta</translation>
    </message>
    <message>
        <source>Large print in four colours</source>
        <translation>Letras grandes em quatro cores</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma do sistema ({language})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
    <message>
        <source>How well the computer plays; it applies from the next computer move</source>
        <translation>Quão bem o computador joga; vale a partir da próxima jogada do computador</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Dificuldade:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade da animação</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidade da &amp;animação:</translation>
    </message>
    <message>
        <source>Others' moves</source>
        <translation>Jogadas dos outros</translation>
    </message>
    <message>
        <source>How long another player's move stays lit on the table before play goes on; with animation off the table changes at once, unless it waits for your click</source>
        <translation>Quanto tempo a jogada de outro jogador fica acesa na mesa antes de o jogo seguir; com a animação desligada a mesa muda na hora, a menos que espere o seu clique</translation>
    </message>
    <message>
        <source>&amp;Others' moves:</source>
        <translation>&amp;Jogadas dos outros:</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation>&amp;Baralho:</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso das cartas</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>Feltro da mesa</translation>
    </message>
    <message>
        <source>The table's colour; High contrast is plain black, for the clearest cards</source>
        <translation>A cor da mesa; Alto contraste é preto liso, para as cartas mais nítidas</translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation>&amp;Feltro da mesa:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language of the game's words; a change applies at once, without a restart</source>
        <translation>O idioma dos textos do jogo; uma mudança vale na hora, sem reiniciar</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>&amp;Permitir desfazer</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note the games played with undo)</source>
        <translation>Permitir que jogadas sejam desfeitas (as estatísticas registram os jogos em que houve desfazer)</translation>
    </message>
    <message>
        <source>The computer &amp;leads the first game of a match</source>
        <translation>O computador &amp;começa o primeiro jogo de uma partida</translation>
    </message>
    <message>
        <source>Otherwise you play first; the lead then alternates from game to game</source>
        <translation>Caso contrário, você joga primeiro; depois, quem começa se alterna de um jogo para o outro</translation>
    </message>
    <message>
        <source>Let me &amp;cut the deck before each deal</source>
        <translation>Quero co&amp;rtar o baralho antes de cada distribuição</translation>
    </message>
    <message>
        <source>Each deal's seed comes from the game's sealed secret and your cut, so neither side chooses the cards; otherwise the game cuts at random for you</source>
        <translation>A semente de cada distribuição vem do segredo selado do jogo e do seu corte, então nenhum dos lados escolhe as cartas; caso contrário, o jogo corta ao acaso por você</translation>
    </message>
    <message>
        <source>{deck} has a back of its own</source>
        <translation>{deck} tem um verso próprio</translation>
    </message>
    <message>
        <source>The colour of the backs of the built-in deck's cards</source>
        <translation>A cor do verso das cartas do baralho embutido</translation>
    </message>
</context>
<context>
    <name>stats_dialog</name>
    <message>
        <source>No games of {variant} Cassino played yet.</source>
        <translation>Nenhum jogo de Cassino {variant} jogado ainda.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost ({abandoned} given up).</source>
        <translation>
            <numerusform>%n jogo de {variant} — vitórias: {won}, empates: {drawn}, derrotas: {lost} (abandonados: {abandoned}).</numerusform>
            <numerusform>%n jogos de {variant} — vitórias: {won}, empates: {drawn}, derrotas: {lost} (abandonados: {abandoned}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost.</source>
        <translation>
            <numerusform>%n jogo de {variant} — vitórias: {won}, empates: {drawn}, derrotas: {lost}.</numerusform>
            <numerusform>%n jogos de {variant} — vitórias: {won}, empates: {drawn}, derrotas: {lost}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Big cassino (10♦)</source>
        <translation>Cassino grande (10♦)</translation>
    </message>
    <message>
        <source>Little cassino (2♠)</source>
        <translation>Cassino pequeno (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>The computers</source>
        <translation>Os computadores</translation>
    </message>
    <message>
        <source>{dealt}  (chance {chance})</source>
        <translation>{dealt}  (acaso: {chance})</translation>
    </message>
    <message>
        <source>The cards each side is dealt are counted from the next game on.</source>
        <translation>As cartas recebidas por cada lado são contadas a partir do próximo jogo.</translation>
    </message>
    <message numerus="yes">
        <source>Cards dealt over %n game(s), beside what chance gives a side for the number of cards it was dealt (the first four table cards are nobody's):</source>
        <translation>
            <numerusform>Cartas recebidas em %n jogo, ao lado do que o acaso dá a um lado pelo número de cartas que ele recebeu (as quatro primeiras cartas da mesa não são de ninguém):</numerusform>
            <numerusform>Cartas recebidas em %n jogos, ao lado do que o acaso dá a um lado pelo número de cartas que ele recebeu (as quatro primeiras cartas da mesa não são de ninguém):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won, {drawn} drawn</source>
        <translation>
            <numerusform>{name}: %n jogo, vitórias: {won}, empates: {drawn}</numerusform>
            <numerusform>{name}: %n jogos, vitórias: {won}, empates: {drawn}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won</source>
        <translation>
            <numerusform>{name}: %n jogo, vitórias: {won}</numerusform>
            <numerusform>{name}: %n jogos, vitórias: {won}</numerusform>
        </translation>
    </message>
    <message>
        <source>By name, every variant: {people}.</source>
        <translation>Por nome, todas as variantes: {people}.</translation>
    </message>
    <message>
        <source>Today: won.</source>
        <translation>Hoje: vitória.</translation>
    </message>
    <message>
        <source>Today: lost.</source>
        <translation>Hoje: derrota.</translation>
    </message>
    <message>
        <source>Today: drawn.</source>
        <translation>Hoje: empate.</translation>
    </message>
    <message>
        <source>Today: being played.</source>
        <translation>Hoje: em andamento.</translation>
    </message>
    <message>
        <source>Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts.</source>
        <translation>Distribuição do dia (menu Jogo): ainda não jogada. A mesma distribuição para todos a cada dia; a primeira tentativa é a que conta.</translation>
    </message>
    <message>
        <source>Daily deal: {played}, {won} won; winning streak {run} (longest {longest}).</source>
        <translation>Distribuição do dia: {played}, vitórias: {won}; sequência de vitórias: {run} (recorde: {longest}).</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) played</source>
        <translation>
            <numerusform>%n dia jogado</numerusform>
            <numerusform>%n dias jogados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dias</numerusform>
        </translation>
    </message>
    <message>
        <source>In {variant} a match is a single game</source>
        <translation>No {variant}, uma partida é um só jogo</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n point(s)</source>
        <translation>
            <numerusform>As partidas vão até %n ponto</numerusform>
            <numerusform>As partidas vão até %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jogos disputados</translation>
    </message>
    <message>
        <source>Games finished, and games given up in the middle (counted as lost)</source>
        <translation>Jogos terminados e jogos abandonados no meio (contados como derrota)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Games you won, and their share of the games played</source>
        <translation>Jogos que você venceu e a parcela deles nos jogos disputados</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas disputadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas vencidas</translation>
    </message>
    <message>
        <source>Most cards in a game</source>
        <translation>Mais cartas num jogo</translation>
    </message>
    <message>
        <source>Best game score</source>
        <translation>Melhor pontuação num jogo</translation>
    </message>
    <message>
        <source>Your most cards captured in one game</source>
        <translation>O máximo de cartas que você capturou num só jogo</translation>
    </message>
    <message>
        <source>Your most points in one game</source>
        <translation>O máximo de pontos que você fez num só jogo</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Varridas</translation>
    </message>
    <message>
        <source>Times you cleared the table (they do not score in Original)</source>
        <translation>Vezes em que você limpou a mesa (não pontuam no Original)</translation>
    </message>
    <message>
        <source>Times you cleared the table</source>
        <translation>Vezes em que você limpou a mesa</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Sequência atual de vitórias</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Jogos vencidos seguidos, até o último</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Maior sequência de vitórias</translation>
    </message>
    <message>
        <source>Your most games won in a row</source>
        <translation>O máximo de jogos que você venceu seguidos</translation>
    </message>
    <message>
        <source>Games with undo</source>
        <translation>Jogos com desfazer</translation>
    </message>
    <message>
        <source>Games in which you took a move back</source>
        <translation>Jogos em que você desfez uma jogada</translation>
    </message>
    <message>
        <source>Games given up</source>
        <translation>Jogos abandonados</translation>
    </message>
    <message>
        <source>Games left for a new one or another variant: each counts as lost</source>
        <translation>Jogos deixados por um novo ou por outra variante: cada um conta como derrota</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Each person who gave a name in Variants, under that name, alone at the table or sharing the screen</source>
        <translation>Cada pessoa que deu um nome em Variantes, sob esse nome, sozinha na mesa ou compartilhando a tela</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Redefinir…</translation>
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
        <translation>&amp;Redefinir {variant}…</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero</source>
        <translation>Zerar suas estatísticas do {variant}</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Redefinir estatísticas</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero?

This cannot be undone.</source>
        <translation>Zerar suas estatísticas do {variant}?

Isso não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>variant_dialog</name>
    <message>
        <source>Four players in two sides, partners opposite (South and North against West and East): captures score together and the match is between sides</source>
        <translation>Quatro jogadores em duas duplas, com os parceiros frente a frente (Sul e Norte contra Oeste e Leste): as capturas pontuam juntas e a partida é disputada entre as duplas</translation>
    </message>
    <message>
        <source>Choose a Variant</source>
        <translation>Escolha uma variante</translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation>Escolha uma variante</translation>
    </message>
    <message>
        <source>Which Cassino would you like to play?</source>
        <translation>Qual Cassino você quer jogar?</translation>
    </message>
    <message>
        <source>{title}: {description}</source>
        <translation>{title}: {description}</translation>
    </message>
    <message>
        <source>Other &amp;players:</source>
        <translation>Outros &amp;jogadores:</translation>
    </message>
    <message>
        <source>Other players at the table</source>
        <translation>Outros jogadores na mesa</translation>
    </message>
    <message>
        <source>Partn&amp;erships: South and North against West and East</source>
        <translation>&amp;Duplas: Sul e Norte contra Oeste e Leste</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Pronto</translation>
    </message>
    <message>
        <source>Partnerships are played by four: choose three computers</source>
        <translation>Duplas se jogam a quatro: escolha três computadores</translation>
    </message>
    <message>
        <source>{opponents} (a table of {players})</source>
        <translation>{opponents} (mesa de {players})</translation>
    </message>
    <message>
        <source>{variant} is played by two.</source>
        <translation>O {variant} se joga a dois.</translation>
    </message>
    <message>
        <source>Clearance, Advanced and Royal seat up to four.</source>
        <translation>Clearance, Avançado e Real aceitam até quatro jogadores.</translation>
    </message>
</context>
<context>
    <name>message_bar</name>
    <message>
        <source>Message about your files</source>
        <translation>Mensagem sobre seus arquivos</translation>
    </message>
    <message>
        <source>Close this message (Escape)</source>
        <translation>Fechar esta mensagem (Esc)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fechar a mensagem</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>Play online</source>
        <translation>Jogar online</translation>
    </message>
    <message>
        <source>Your Matrix account</source>
        <translation>Sua conta Matrix</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>Homeserver</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Usuário</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Senha</translation>
    </message>
    <message>
        <source>&amp;Homeserver:</source>
        <translation>&amp;Homeserver:</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>S&amp;enha:</translation>
    </message>
    <message>
        <source>&amp;Sign in</source>
        <translation>E&amp;ntrar</translation>
    </message>
    <message>
        <source>Only the key the server gives is kept, in the system's keyring or a file only you can read; never the password.</source>
        <translation>Só a chave que o servidor dá é guardada, no chaveiro do sistema ou num arquivo que só você pode ler; nunca a senha.</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>Sai&amp;r da conta</translation>
    </message>
    <message>
        <source>Your tables</source>
        <translation>Suas mesas</translation>
    </message>
    <message>
        <source>&amp;Play at this table</source>
        <translation>&amp;Jogar nesta mesa</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;tualizar</translation>
    </message>
    <message>
        <source>A new table</source>
        <translation>Uma mesa nova</translation>
    </message>
    <message>
        <source>@friend:example.org</source>
        <translation>@amigo:exemplo.org</translation>
    </message>
    <message>
        <source>Your friend's Matrix ID</source>
        <translation>O ID Matrix do seu amigo</translation>
    </message>
    <message>
        <source>another friend, if more play</source>
        <translation>outro amigo, se mais gente jogar</translation>
    </message>
    <message>
        <source>Your second friend's Matrix ID</source>
        <translation>O ID Matrix do seu segundo amigo</translation>
    </message>
    <message>
        <source>Your third friend's Matrix ID</source>
        <translation>O ID Matrix do seu terceiro amigo</translation>
    </message>
    <message>
        <source>Pla&amp;y in partnerships, partners opposite</source>
        <translation>Jogar em &amp;duplas, parceiros frente a frente</translation>
    </message>
    <message>
        <source>With three friends: you and your second friend against the other two.</source>
        <translation>Com três amigos: você e seu segundo amigo contra os outros dois.</translation>
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
        <translation>&amp;Amigo:</translation>
    </message>
    <message>
        <source>Second friend:</source>
        <translation>Segundo amigo:</translation>
    </message>
    <message>
        <source>Third friend:</source>
        <translation>Terceiro amigo:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Invite and sit down</source>
        <translation>&amp;Convidar e sentar</translation>
    </message>
    <message>
        <source>What the online table is doing</source>
        <translation>O que a mesa online está fazendo</translation>
    </message>
    <message>
        <source>Signed in as {user}.</source>
        <translation>Conectado como {user}.</translation>
    </message>
    <message>
        <source>Give the homeserver's address, your user name and your password.</source>
        <translation>Informe o endereço do homeserver, seu usuário e sua senha.</translation>
    </message>
    <message>
        <source>{names}: a move since yours ({friends})</source>
        <translation>{names}: houve jogada depois da sua ({friends})</translation>
    </message>
    <message>
        <source>{names}: waiting for their moves ({friends})</source>
        <translation>{names}: esperando as jogadas deles ({friends})</translation>
    </message>
    <message>
        <source>{name} invites you to a table ({friend})</source>
        <translation>{name} convida você para uma mesa ({friend})</translation>
    </message>
    <message>
        <source>{name}: your move ({friend})</source>
        <translation>{name}: sua jogada ({friend})</translation>
    </message>
    <message>
        <source>{name}: waiting for their move ({friend})</source>
        <translation>{name}: esperando a jogada dele ({friend})</translation>
    </message>
    <message>
        <source>No tables yet: invite a friend below.</source>
        <translation>Nenhuma mesa ainda: convide um amigo abaixo.</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:server, for example @ann:matrix.org.</source>
        <translation>Um ID Matrix tem a forma @nome:servidor, por exemplo @ann:matrix.org.</translation>
    </message>
    <message>
        <source>Each friend sits at the table once: give each Matrix ID once.</source>
        <translation>Cada amigo se senta à mesa uma só vez: informe cada ID Matrix uma só vez.</translation>
    </message>
    <message numerus="yes">
        <source>{variant} is not played by %n player(s): invite as many friends as it seats.</source>
        <translation>
            <numerusform>{variant} não se joga com %n jogador: convide tantos amigos quantos ela comporta.</numerusform>
            <numerusform>{variant} não se joga com %n jogadores: convide tantos amigos quantos ela comporta.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you and {name} both shuffled and locked, each blind to the other's shuffle: neither of you, nor the server, could choose the cards or see the other's hand.</source>
        <translation>Este jogo foi distribuído de um baralho que você e {name} embaralharam e trancaram, cada um sem ver o embaralhamento do outro: nem vocês nem o servidor podiam escolher as cartas ou ver a mão do outro.</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {name} some other way than through the server (by voice, say): the same code on both screens means that you share one deal, with no one between you.</source>
        <translation>Código da distribuição: {code}. Leia-o para {name} por outro meio que não o servidor (de viva voz, por exemplo): o mesmo código nas duas telas quer dizer que vocês têm uma só distribuição, sem ninguém entre vocês.</translation>
    </message>
    <message>
        <source>Checked: both secrets give this deal and every move that was played in it.</source>
        <translation>Verificado: os dois segredos dão esta distribuição e cada jogada feita nela.</translation>
    </message>
    <message>
        <source>When the game ends, both secrets are revealed and every card and move is checked.</source>
        <translation>Quando o jogo termina, os dois segredos são revelados e cada carta e jogada é verificada.</translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you, {names} each shuffled and locked, each blind to the others' shuffles: none of you, nor the server, could choose the cards or see another's hand.</source>
        <translation>Este jogo foi distribuído de um baralho que você, {names} embaralharam e trancaram, cada um sem ver o embaralhamento dos outros: nem vocês nem o servidor podiam escolher as cartas ou ver a mão de outro.</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {names} some other way than through the server (by voice, say): the same code on every screen means that you all share one deal, with no one between you.</source>
        <translation>Código da distribuição: {code}. Leia-o para {names} por outro meio que não o servidor (de viva voz, por exemplo): o mesmo código em todas as telas quer dizer que vocês todos têm uma só distribuição, sem ninguém entre vocês.</translation>
    </message>
    <message>
        <source>Checked: every player's secret gives this deal and every move that was played in it.</source>
        <translation>Verificado: os segredos de todos os jogadores dão esta distribuição e cada jogada feita nela.</translation>
    </message>
    <message>
        <source>When the game ends, every secret is revealed and every card and move is checked.</source>
        <translation>Quando o jogo termina, todos os segredos são revelados e cada carta e jogada é verificada.</translation>
    </message>
    <message>
        <source>Signed out: the online game waits at its table until you sign in and take it up.</source>
        <translation>Você saiu da conta: o jogo online espera na mesa até você entrar e retomá-lo.</translation>
    </message>
    <message>
        <source>Shuffling the sealed deck with {name}…</source>
        <translation>Embaralhando o baralho selado com {name}…</translation>
    </message>
    <message>
        <source>Online table with {friend}: {variant}.</source>
        <translation>Mesa online com {friend}: {variant}.</translation>
    </message>
    <message>
        <source>your program</source>
        <translation>seu programa</translation>
    </message>
    <message>
        <source>The online game waits at its table: Game ▸ Play online takes it up again.</source>
        <translation>O jogo online espera na mesa: Jogo ▸ Jogar online o retoma.</translation>
    </message>
    <message>
        <source>Game {number} goes on at move {moves}.</source>
        <translation>O jogo {number} continua na jogada {moves}.</translation>
    </message>
    <message>
        <source>The online match is over; every game's deal was checked.</source>
        <translation>A partida online acabou; a distribuição de cada jogo foi verificada.</translation>
    </message>
    <message>
        <source>Shuffling the next game's sealed deck…</source>
        <translation>Embaralhando o baralho selado do próximo jogo…</translation>
    </message>
    <message>
        <source>{name} has moved: your turn.</source>
        <translation>{name} jogou: sua vez.</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>Enviando sua jogada…</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against both players' secrets.</source>
        <translation>A distribuição do jogo {number} foi verificada: cada carta e cada jogada, contra os segredos dos dois jogadores.</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against every player's secret.</source>
        <translation>A distribuição do jogo {number} foi verificada: cada carta e cada jogada, contra os segredos de todos os jogadores.</translation>
    </message>
    <message>
        <source>The online game stopped: {why} ({detail})</source>
        <translation>O jogo online parou: {why} ({detail})</translation>
    </message>
    <message>
        <source>The online game stopped. Start a new game (F2).</source>
        <translation>O jogo online parou. Comece um novo jogo (F2).</translation>
    </message>
    <message>
        <source>The online game stopped: {why}</source>
        <translation>O jogo online parou: {why}</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>Cassino</translation>
    </message>
    <message>
        <source>{name} sent something that is no part of the game.</source>
        <translation>{name} enviou algo que não faz parte do jogo.</translation>
    </message>
    <message>
        <source>an event of {name}'s was repeated, lost, reordered or changed on its way.</source>
        <translation>um evento de {name} foi repetido, perdido, trocado de ordem ou alterado no caminho.</translation>
    </message>
    <message>
        <source>{name} sat down at a table set otherwise (another variant or other house rules).</source>
        <translation>{name} sentou numa mesa com outro ajuste (outra variante ou outras regras da casa).</translation>
    </message>
    <message>
        <source>{name} sent an event out of its place (a move out of turn, or before the keys it owed).</source>
        <translation>{name} enviou um evento fora do lugar (uma jogada fora da vez, ou antes das chaves que devia).</translation>
    </message>
    <message>
        <source>{name} shuffled the sealed deck as no honest program could.</source>
        <translation>{name} embaralhou o baralho selado como nenhum programa honesto poderia.</translation>
    </message>
    <message>
        <source>{name} sent a key that opens no card it may show.</source>
        <translation>{name} enviou uma chave que não abre nenhuma carta que possa mostrar.</translation>
    </message>
    <message>
        <source>{name} played a card that was not in their hand.</source>
        <translation>{name} jogou uma carta que não estava na mão.</translation>
    </message>
    <message>
        <source>{name} made a move the rules do not allow.</source>
        <translation>{name} fez uma jogada que as regras não permitem.</translation>
    </message>
    <message>
        <source>{name}'s secret at the end does not give the deal that was played: the deal was not honest.</source>
        <translation>O segredo de {name} no fim não dá a distribuição que foi jogada: a distribuição não foi honesta.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Entrando…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>Saindo da conta…</translation>
    </message>
    <message>
        <source>Reading your tables…</source>
        <translation>Lendo suas mesas…</translation>
    </message>
    <message>
        <source>Making the table and inviting {friend}…</source>
        <translation>Criando a mesa e convidando {friend}…</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>Sentando à mesa…</translation>
    </message>
    <message>
        <source>The online table has stopped: open Play online again.</source>
        <translation>A mesa online parou: abra Jogar online de novo.</translation>
    </message>
    <message>
        <source>Sign in first.</source>
        <translation>Entre primeiro.</translation>
    </message>
    <message>
        <source>You are not at an online table.</source>
        <translation>Você não está numa mesa online.</translation>
    </message>
    <message>
        <source>The table cannot take your move now: {reason}.</source>
        <translation>A mesa não pode aceitar sua jogada agora: {reason}.</translation>
    </message>
    <message>
        <source>That move is not allowed: {reason}.</source>
        <translation>Essa jogada não é permitida: {reason}.</translation>
    </message>
    <message>
        <source>The table could not be set: {reason}.</source>
        <translation>A mesa não pôde ser preparada: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong at the online table: {reason}.</source>
        <translation>Algo deu errado na mesa online: {reason}.</translation>
    </message>
</context>
<context>
    <name>pace</name>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Wait for my click</source>
        <translation>Esperar meu clique</translation>
    </message>
</context>
<context>
    <name>pass_screen</name>
    <message>
        <source>Show my cards</source>
        <translation>Mostrar minhas cartas</translation>
    </message>
    <message>
        <source>The moves since your last turn:</source>
        <translation>As jogadas desde a sua última vez:</translation>
    </message>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passe a tela para {name}</translation>
    </message>
    <message>
        <source>{name}, press the button when only you can see the screen: your hand will show. Everyone's cards are face down until then.</source>
        <translation>{name}, aperte o botão quando só você puder ver a tela: sua mão vai aparecer. Até lá, as cartas de todos ficam viradas para baixo.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sou {name}: mostrar minhas cartas</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Fecha o painel</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Desacoplar</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Desacopla e reacopla o painel</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>Rolar para a esquerda</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Rolar para a direita</translation>
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
        <translation>O jogo da partida; Σ marca a partida até agora</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>O jogador</translation>
    </message>
    <message>
        <source>Most
cards</source>
        <translation>Mais
cartas</translation>
    </message>
    <message>
        <source>Most cards: 3 points to whoever has the most (none when the most is shared)</source>
        <translation>Mais cartas: 3 pontos para quem tiver mais (nenhum ponto em caso de empate)</translation>
    </message>
    <message>
        <source>Most
♠</source>
        <translation>Mais
♠</translation>
    </message>
    <message>
        <source>Most spades: 1 point to whoever has the most (none when it is shared)</source>
        <translation>Mais espadas: 1 ponto para quem tiver mais (nenhum em caso de empate)</translation>
    </message>
    <message>
        <source>10♦
2♠</source>
        <translation>10♦
2♠</translation>
    </message>
    <message>
        <source>The cassinos: the 10 of diamonds (big) 2 points, the 2 of spades (little) 1</source>
        <translation>Os cassinos: o 10 de ouros (grande) 2 pontos, o 2 de espadas (pequeno) 1</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Aces: 1 point each</source>
        <translation>Ases: 1 ponto cada</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Varridas</translation>
    </message>
    <message>
        <source>Sweeps: 1 point each</source>
        <translation>Varridas: 1 ponto cada</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, the match score</source>
        <translation>Pontos neste jogo; nas linhas Σ, o placar da partida</translation>
    </message>
    <message>
        <source>Spade
pts</source>
        <translation>Pts de
espadas</translation>
    </message>
    <message>
        <source>Spade points (Spade Cassino): the jack of spades 2, every other spade 1</source>
        <translation>Pontos de espadas (Cassino de Espadas): o valete de espadas 2, cada uma das outras espadas 1</translation>
    </message>
    <message>
        <source>Most cards: 1 point to every player with the most</source>
        <translation>Mais cartas: 1 ponto para cada jogador que tiver mais</translation>
    </message>
    <message>
        <source>Most spades: 1 point to every player with the most</source>
        <translation>Mais espadas: 1 ponto para cada jogador que tiver mais</translation>
    </message>
    <message>
        <source>The 10 of diamonds and the 2 of spades: 2 points each</source>
        <translation>O 10 de ouros e o 2 de espadas: 2 pontos cada</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, all games so far</source>
        <translation>Pontos neste jogo; nas linhas Σ, todos os jogos até agora</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Cards captured: one point each; on the Σ rows, all games so far</source>
        <translation>Cartas capturadas: um ponto cada; nas linhas Σ, todos os jogos até agora</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Who won the game; on the Σ rows, games won</source>
        <translation>Quem venceu o jogo; nas linhas Σ, os jogos vencidos</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Mais cartas</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Mais espadas</translation>
    </message>
    <message>
        <source>Cassinos</source>
        <translation>Cassinos</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Pontos de espadas</translation>
    </message>
    <message>
        <source>most cards</source>
        <translation>mais cartas</translation>
    </message>
    <message>
        <source>most spades</source>
        <translation>mais espadas</translation>
    </message>
    <message>
        <source>big cassino</source>
        <translation>Cassino grande</translation>
    </message>
    <message>
        <source>little cassino</source>
        <translation>Cassino pequeno</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>sweeps</source>
        <translation>varridas</translation>
    </message>
    <message>
        <source>spade points</source>
        <translation>pontos de espadas</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>nenhum ponto</translation>
    </message>
    <message>
        <source>Σ</source>
        <comment>the mark of the total rows (the match so far), as in the column's tooltip</comment>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrota</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n vitória</numerusform>
            <numerusform>%n vitórias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n jogo</numerusform>
            <numerusform>%n jogos</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {won}, {cards} in {games}</source>
        <translation>{name}: {won}, {cards} em {games}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n jogo vencido</numerusform>
            <numerusform>%n jogos vencidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points} in {games}</source>
        <translation>{name}: {points} em {games}</translation>
    </message>
    <message>
        <source>{name}: {points} in {games}; the match is to {target}</source>
        <translation>{name}: {points} em {games}; a partida vai até {target}</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n card(s) captured</source>
        <translation>
            <numerusform>Jogo {game}, {name}: %n carta capturada</numerusform>
            <numerusform>Jogo {game}, {name}: %n cartas capturadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {captured}, {points}</source>
        <translation>Jogo {game}, {name}: {captured}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) captured</source>
        <translation>
            <numerusform>%n carta capturada</numerusform>
            <numerusform>%n cartas capturadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s) captured</source>
        <translation>
            <numerusform>%n espada capturada</numerusform>
            <numerusform>%n espadas capturadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {big} for big cassino (10♦), {little} for little cassino (2♠)</source>
        <translation>Jogo {game}, {name}: {big} pelo Cassino grande (10♦), {little} pelo Cassino pequeno (2♠)</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n point(s) for {category}</source>
        <translation>
            <numerusform>Jogo {game}, {name}: %n ponto por {category}</numerusform>
            <numerusform>Jogo {game}, {name}: %n pontos por {category}</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {breakdown}</source>
        <translation>Jogo {game}, {name}: {breakdown}</translation>
    </message>
    <message>
        <source>Total, {name}, {column}: {value}</source>
        <translation>Total, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Game {game}, {name}, {column}: {value}</source>
        <translation>Jogo {game}, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Double-click a game, or right-click it, to review it move by move</source>
        <translation>Clique duas vezes num jogo, ou clique nele com o botão direito, para revê-lo jogada por jogada</translation>
    </message>
    <message>
        <source>Match score sheet</source>
        <translation>Súmula da partida</translation>
    </message>
    <message>
        <source>&amp;Review game {game}…</source>
        <translation>&amp;Rever o jogo {game}…</translation>
    </message>
</context>
<context>
    <name>seats_panel</name>
    <message>
        <source>South (at the bottom):</source>
        <translation>Sul (embaixo):</translation>
    </message>
    <message>
        <source>West (to South's left):</source>
        <translation>Oeste (à esquerda de Sul):</translation>
    </message>
    <message>
        <source>North (opposite South):</source>
        <translation>Norte (em frente a Sul):</translation>
    </message>
    <message>
        <source>East (to South's right):</source>
        <translation>Leste (à direita de Sul):</translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation>Computador, fácil</translation>
    </message>
    <message>
        <source>Computer, medium</source>
        <translation>Computador, médio</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>Computador, difícil</translation>
    </message>
    <message>
        <source>Computer, expert</source>
        <translation>Computador, especialista</translation>
    </message>
    <message>
        <source>At least one seat must be a person's.</source>
        <translation>Pelo menos um lugar tem que ser de uma pessoa.</translation>
    </message>
    <message>
        <source>Two people are called {name}.</source>
        <translation>Duas pessoas se chamam {name}.</translation>
    </message>
    <message>
        <source>{name} is the name of a chair: choose another.</source>
        <translation>{name} é o nome de um lugar: escolha outro.</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>Quem joga</translation>
    </message>
    <message>
        <source>Any seat can be a person. People sharing the screen pass it on at each turn; nobody sees another person's hand.</source>
        <translation>Qualquer lugar pode ser de uma pessoa. Quem compartilha a tela a passa adiante a cada vez; ninguém vê a mão de outra pessoa.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Who plays {chair}</source>
        <translation>Quem joga como {chair}</translation>
    </message>
    <message>
        <source>Name of the person playing {chair}</source>
        <translation>Nome da pessoa que joga como {chair}</translation>
    </message>
    <message>
        <source>You (type a name)</source>
        <translation>Você (digite um nome)</translation>
    </message>
    <message>
        <source>{chair} (type a name)</source>
        <translation>{chair} (digite um nome)</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computador, {level}</translation>
    </message>
    <message numerus="yes">
        <source>A name is at most %n printable character(s), without spaces at either end.</source>
        <translation>
            <numerusform>Um nome tem no máximo %n caractere imprimível, sem espaços no início nem no fim.</numerusform>
            <numerusform>Um nome tem no máximo %n caracteres imprimíveis, sem espaços no início nem no fim.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>É a vez de {name}.</translation>
    </message>
    <message>
        <source>It is the computer's turn.</source>
        <translation>É a vez do computador.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Essa jogada não é permitida.</translation>
    </message>
    <message>
        <source>the saved match is over</source>
        <translation>a partida salva já terminou</translation>
    </message>
    <message>
        <source>the saved seats are not the match's table</source>
        <translation>os lugares salvos não correspondem à mesa da partida</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>a value of another kind ({kind})</source>
        <translation>um valor de outro tipo ({kind})</translation>
    </message>
    <message>
        <source>Qt could not read it as a settings file</source>
        <translation>o Qt não conseguiu lê-lo como arquivo de configurações</translation>
    </message>
    <message>
        <source>its {key} is {value}</source>
        <translation>o valor de {key} é {value}</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>ele é grande demais</translation>
    </message>
    <message>
        <source>Your settings file {path} is not a regular file ({kind}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>Seu arquivo de configurações {path} não é um arquivo comum ({kind}); por isso, ele foi deixado como está e suas configurações valem só durante esta execução.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>Não foi possível ler seu arquivo de configurações {path} ({reason}); por isso, ele foi deixado como está e suas configurações valem só durante esta execução.</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}) and could not be set aside ({error}), so the defaults are used for this run only.</source>
        <translation>Seu arquivo de configurações {path} estava danificado ({reason}) e não pôde ser posto de lado ({error}); por isso, os valores padrão são usados só durante esta execução.</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}), so it was set aside as {name} and the defaults are used.</source>
        <translation>Seu arquivo de configurações {path} estava danificado ({reason}); por isso, ele foi posto de lado como {name} e os valores padrão são usados.</translation>
    </message>
</context>
<context>
    <name>single_instance</name>
    <message>
        <source>Cassino is already open (process {pid}) but does not answer. Close it, or end that process, then start Cassino again: two windows would play over the same saved game.</source>
        <translation>O Cassino já está aberto (processo {pid}), mas não responde. Feche-o, ou encerre esse processo, e então inicie o Cassino de novo: duas janelas jogariam sobre o mesmo jogo salvo.</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Leste</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>descarte</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>captura</translation>
    </message>
    <message>
        <source>build</source>
        <translation>construção</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a queen</comment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>a list</comment>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>You drop {card}</source>
        <translation>Você larga {card}</translation>
    </message>
    <message>
        <source>{who} drops {card}</source>
        <translation>{who} larga {card}</translation>
    </message>
    <message>
        <source>You trail {card}</source>
        <translation>Você descarta {card}</translation>
    </message>
    <message>
        <source>{who} trails {card}</source>
        <translation>{who} descarta {card}</translation>
    </message>
    <message>
        <source>You take {cards} with {card}</source>
        <translation>Você pega {cards} com {card}</translation>
    </message>
    <message>
        <source>{who} takes {cards} with {card}</source>
        <translation>{who} pega {cards} com {card}</translation>
    </message>
    <message>
        <source>You build a group of {value}: {card} on {cards}</source>
        <translation>Você constrói um grupo de {value}: {card} sobre {cards}</translation>
    </message>
    <message>
        <source>{who} builds a group of {value}: {card} on {cards}</source>
        <translation>{who} constrói um grupo de {value}: {card} sobre {cards}</translation>
    </message>
    <message>
        <source>You build {value}: {card} on {cards}</source>
        <translation>Você constrói {value}: {card} sobre {cards}</translation>
    </message>
    <message>
        <source>{who} builds {value}: {card} on {cards}</source>
        <translation>{who} constrói {value}: {card} sobre {cards}</translation>
    </message>
    <message>
        <source>the group of {value}</source>
        <translation>o grupo de {value}</translation>
    </message>
    <message>
        <source>your build of {value}</source>
        <translation>a sua construção de {value}</translation>
    </message>
    <message>
        <source>their own build of {value}</source>
        <translation>a própria construção de {value}</translation>
    </message>
    <message>
        <source>the computer’s build of {value}</source>
        <translation>a construção de {value} do computador</translation>
    </message>
    <message>
        <source>{name}’s build of {value}</source>
        <translation>a construção de {value} de {name}</translation>
    </message>
    <message>
        <source>You raise {build} and {cards} to {value} with {card}</source>
        <translation>Você eleva {build} e {cards} para {value} com {card}</translation>
    </message>
    <message>
        <source>{who} raises {build} and {cards} to {value} with {card}</source>
        <translation>{who} eleva {build} e {cards} para {value} com {card}</translation>
    </message>
    <message>
        <source>You raise {build} to {value} with {card}</source>
        <translation>Você eleva {build} para {value} com {card}</translation>
    </message>
    <message>
        <source>{who} raises {build} to {value} with {card}</source>
        <translation>{who} eleva {build} para {value} com {card}</translation>
    </message>
    <message>
        <source>You add {cards} to {build} with {card}</source>
        <translation>Você reforça {build} com {cards} usando {card}</translation>
    </message>
    <message>
        <source>{who} adds {cards} to {build} with {card}</source>
        <translation>{who} reforça {build} com {cards} usando {card}</translation>
    </message>
    <message>
        <source>You add {card} to {build}</source>
        <translation>Você reforça {build} com {card}</translation>
    </message>
    <message>
        <source>{who} adds {card} to {build}</source>
        <translation>{who} reforça {build} com {card}</translation>
    </message>
    <message>
        <source>You sweep the table</source>
        <translation>Você faz uma varrida</translation>
    </message>
    <message>
        <source>{who} sweeps the table</source>
        <translation>{who} faz uma varrida</translation>
    </message>
    <message>
        <source>You take the big cassino, {card}</source>
        <translation>Você pega o Cassino grande, {card}</translation>
    </message>
    <message>
        <source>{who} takes the big cassino, {card}</source>
        <translation>{who} pega o Cassino grande, {card}</translation>
    </message>
    <message>
        <source>You take the little cassino, {card}</source>
        <translation>Você pega o Cassino pequeno, {card}</translation>
    </message>
    <message>
        <source>{who} takes the little cassino, {card}</source>
        <translation>{who} pega o Cassino pequeno, {card}</translation>
    </message>
    <message>
        <source>You take away {build}</source>
        <translation>Você toma {build}</translation>
    </message>
    <message>
        <source>{who} takes away {build}</source>
        <translation>{who} toma {build}</translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to you: {cards}.</source>
        <translation>
            <numerusform>Sobrou %n carta na mesa, que vai para você: {cards}.</numerusform>
            <numerusform>Sobraram %n cartas na mesa, que vão para você: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to {name}: {cards}.</source>
        <translation>
            <numerusform>Sobrou %n carta na mesa, que vai para {name}: {cards}.</numerusform>
            <numerusform>Sobraram %n cartas na mesa, que vão para {name}: {cards}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop {card}</source>
        <translation>Largar {card}</translation>
    </message>
    <message>
        <source>Trail {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation>Pegar {cards} com {card}</translation>
    </message>
    <message>
        <source>Build a group of {value} with {card} on {cards}</source>
        <translation>Construir um grupo de {value} com {card} sobre {cards}</translation>
    </message>
    <message>
        <source>Build {value} with {card} on {cards}</source>
        <translation>Construir {value} com {card} sobre {cards}</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>regras da casa</translation>
    </message>
    <message>
        <source>{variant} ({rules})</source>
        <translation>{variant} ({rules})</translation>
    </message>
    <message>
        <source>{title} in partnerships</source>
        <translation>{title} em duplas</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n points.</source>
        <translation>
            <numerusform>As partidas vão até %n ponto.</numerusform>
            <numerusform>As partidas vão até %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>G&amp;roup</source>
        <translation>&amp;Agrupar</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Largar</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Construir</translation>
    </message>
    <message>
        <source>&amp;Trail</source>
        <translation>&amp;Descartar</translation>
    </message>
</context>
<context>
    <name>card_item</name>
    <message>
        <source>A group of {value}: a {value} takes it; anyone may pair or combine it further (up to 10)</source>
        <translation>Um grupo de {value}: um {value} o pega; qualquer um pode emparelhá-lo ou combiná-lo mais (até 10)</translation>
    </message>
    <message>
        <source>A multiple build of {value}, yours: its value is fixed; only a {value} takes it</source>
        <translation>Uma construção múltipla de {value}, sua: o valor dela é fixo; só um {value} a pega</translation>
    </message>
    <message>
        <source>A single build of {value}, yours: it can be raised or taken</source>
        <translation>Uma construção simples de {value}, sua: ela pode ser aumentada ou pega</translation>
    </message>
    <message>
        <source>A multiple build of {value}, your partner {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>Uma construção múltipla de {value}, do seu parceiro {owner}: o valor dela é fixo; só um {value} a pega</translation>
    </message>
    <message>
        <source>A single build of {value}, your partner {owner}’s: it can be raised or taken</source>
        <translation>Uma construção simples de {value}, do seu parceiro {owner}: ela pode ser aumentada ou pega</translation>
    </message>
    <message>
        <source>A multiple build of {value}, the computer’s: its value is fixed; only a {value} takes it</source>
        <translation>Uma construção múltipla de {value}, do computador: o valor dela é fixo; só um {value} a pega</translation>
    </message>
    <message>
        <source>A single build of {value}, the computer’s: it can be raised or taken</source>
        <translation>Uma construção simples de {value}, do computador: ela pode ser aumentada ou pega</translation>
    </message>
    <message>
        <source>A multiple build of {value}, {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>Uma construção múltipla de {value}, de {owner}: o valor dela é fixo; só um {value} a pega</translation>
    </message>
    <message>
        <source>A single build of {value}, {owner}’s: it can be raised or taken</source>
        <translation>Uma construção simples de {value}, de {owner}: ela pode ser aumentada ou pega</translation>
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
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Cinza</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Now select the card of your hand to play with them (Space), or drag it onto them.</source>
        <translation>Agora selecione a carta da sua mão para jogar com elas (Espaço), ou arraste-a até elas.</translation>
    </message>
    <message>
        <source>Select a card of your hand first (Space), or drag one.</source>
        <translation>Primeiro selecione uma carta da sua mão (Espaço), ou arraste uma.</translation>
    </message>
</context>
<context>
    <name>table_access</name>
    <message>
        <source>Group of {value}</source>
        <translation>Grupo de {value}</translation>
    </message>
    <message>
        <source>Fixed build of {value}, yours</source>
        <translation>Construção fixa de {value}, sua</translation>
    </message>
    <message>
        <source>Build of {value}, yours</source>
        <translation>Construção de {value}, sua</translation>
    </message>
    <message>
        <source>Fixed build of {value}, your partner {owner}’s</source>
        <translation>Construção fixa de {value}, do seu parceiro {owner}</translation>
    </message>
    <message>
        <source>Build of {value}, your partner {owner}’s</source>
        <translation>Construção de {value}, do seu parceiro {owner}</translation>
    </message>
    <message>
        <source>Fixed build of {value}, the computer’s</source>
        <translation>Construção fixa de {value}, do computador</translation>
    </message>
    <message>
        <source>Build of {value}, the computer’s</source>
        <translation>Construção de {value}, do computador</translation>
    </message>
    <message>
        <source>Fixed build of {value}, {owner}’s</source>
        <translation>Construção fixa de {value}, de {owner}</translation>
    </message>
    <message>
        <source>Build of {value}, {owner}’s</source>
        <translation>Construção de {value}, de {owner}</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Na sua mão</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>Na mesa: {cards}</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>Uma carta, virada para baixo</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Na mesa</translation>
    </message>
    <message numerus="yes">
        <source>You have taken %n card(s)</source>
        <translation>
            <numerusform>Você pegou %n carta</numerusform>
            <numerusform>Você pegou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation>Sua pilha</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Virado para baixo</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation>
            <numerusform>{name}: %n carta na mão</numerusform>
            <numerusform>{name}: %n cartas na mão</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>Viradas para cima: {cards}. {name} pegou %n carta e joga agora.</numerusform>
            <numerusform>Viradas para cima: {cards}. {name} pegou %n cartas e joga agora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>Viradas para cima: {cards}. {name} pegou %n carta.</numerusform>
            <numerusform>Viradas para cima: {cards}. {name} pegou %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>Viradas para baixo. {name} pegou %n carta e joga agora.</numerusform>
            <numerusform>Viradas para baixo. {name} pegou %n cartas e joga agora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>Viradas para baixo. {name} pegou %n carta.</numerusform>
            <numerusform>Viradas para baixo. {name} pegou %n cartas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_layout</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Monte: {count}</translation>
    </message>
    <message>
        <source>group of {value}</source>
        <translation>grupo de {value}</translation>
    </message>
    <message>
        <source>build {value}, fixed · {name}</source>
        <translation>construção {value}, fixa · {name}</translation>
    </message>
    <message>
        <source>build {value} · {name}</source>
        <translation>construção {value} · {name}</translation>
    </message>
    <message>
        <source>{build} ({cards})</source>
        <translation>{build} ({cards})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{name} holds {held} and has taken {taken}</source>
        <translation>{name} tem {held} na mão e pegou {taken}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <translation>
            <numerusform>%n carta no monte.</numerusform>
            <numerusform>%n cartas no monte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every hand is face down while the screen is passed. On the table: {table}. {others}. {stock}</source>
        <translation>Todas as mãos ficam viradas para baixo enquanto a tela é passada. Na mesa: {table}. {others}. {stock}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>Your hand: {hand}. On the table: {table}. You have taken {taken}; {others}. {stock}</source>
        <translation>Sua mão: {hand}. Na mesa: {table}. Você pegou {taken}; {others}. {stock}</translation>
    </message>
    <message>
        <source>{name}, your partner</source>
        <translation>{name}, seu parceiro</translation>
    </message>
    <message>
        <source>{name}, partner of {partner}</source>
        <translation>{name}, parceiro de {partner}</translation>
    </message>
</context>
<context>
    <name>window_parts</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
</context>
<context>
    <name>worker</name>
    <message>
        <source>The computer could not think: {reason}</source>
        <translation>O computador não conseguiu pensar: {reason}</translation>
    </message>
</context>
<context>
    <name>engine.refusals</name>
    <message>
        <source>the game is over</source>
        <translation>o jogo acabou</translation>
    </message>
    <message>
        <source>unknown kind of move {kind!r}</source>
        <translation>tipo de jogada desconhecido {kind!r}</translation>
    </message>
    <message>
        <source>a trail plays one card and takes none (rule 4.1)</source>
        <translation>um descarte joga uma carta e não pega nenhuma (regra 4.1)</translation>
    </message>
    <message>
        <source>a capture has no value of its own; it is the played card's</source>
        <translation>uma captura não tem valor próprio; o valor é o da carta jogada</translation>
    </message>
    <message>
        <source>a {kind} needs at least one table card (rules 4.2, 4.4)</source>
        <translation>uma jogada de {kind} precisa de pelo menos uma carta da mesa (regras 4.2, 4.4)</translation>
    </message>
    <message>
        <source>a card is named twice in the move</source>
        <translation>uma carta aparece duas vezes na jogada</translation>
    </message>
    <message>
        <source>the table cards of a move are listed in sort order</source>
        <translation>as cartas da mesa de uma jogada são listadas em ordem</translation>
    </message>
    <message>
        <source>{card} is not in the hand of player {seat}</source>
        <translation>{card} não está na mão do jogador {seat}</translation>
    </message>
    <message>
        <source>{card} is not on the table</source>
        <translation>{card} não está na mesa</translation>
    </message>
    <message>
        <source>a build is taken whole: name all of its cards ({cards})</source>
        <translation>uma construção é pega inteira: indique todas as cartas dela ({cards})</translation>
    </message>
    <message>
        <source>you own a build of {values}: you may not trail until it is taken (rule 4.1)</source>
        <translation>você é dono de uma construção de {values}: não pode descartar até que ela seja pega (regra 4.1)</translation>
    </message>
    <message>
        <source>you own a build of {values}: this turn you must take it in or add to it (house rule)</source>
        <translation>você é dono de uma construção de {values}: nesta vez, tem que pegá-la ou acrescentar algo a ela (regra da casa)</translation>
    </message>
    <message>
        <source>you must keep a card to take your build of {value} (rule 4.5)</source>
        <translation>você tem que guardar uma carta para pegar sua construção de {value} (regra 4.5)</translation>
    </message>
    <message>
        <source>one card kept back answers for one build: keep a card for your build of {low} and another for your build of {high} (rule 4.5)</source>
        <translation>uma carta guardada serve para uma construção só: guarde uma carta para sua construção de {low} e outra para sua construção de {high} (regra 4.5)</translation>
    </message>
    <message>
        <source>a {name} takes exactly one loose {name} (rule 4.3)</source>
        <translation>com {name} só se pega uma carta solta, e ela tem que ser {name} (regra 4.3)</translation>
    </message>
    <message>
        <source>a {name} takes every loose {name} at once (house rule)</source>
        <translation>com {name} se pegam de uma vez todas as cartas soltas que sejam {name} (regra da casa)</translation>
    </message>
    <message>
        <source>{card} is a face card: it is never summed, only paired by its rank (rule 4.3)</source>
        <translation>{card} é uma figura: nunca é somada, só se emparelha com cartas do mesmo valor (regra 4.3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} is only taken by a {value} (rule 4.2)</source>
        <translation>uma construção múltipla de {value} só é pega por um {value} (regra 4.2)</translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {worth} to take with {card} (rule 4.2)</source>
        <translation>não há como dividir {cards} em grupos de {worth} para pegar com {card} (regra 4.2)</translation>
    </message>
    <message>
        <source>builds go up to {highest} in {variant} (rule 4.4)</source>
        <translation>as construções vão até {highest} no {variant} (regra 4.4)</translation>
    </message>
    <message>
        <source>a build is worth at least 2 (rule 4.4)</source>
        <translation>uma construção vale pelo menos 2 (regra 4.4)</translation>
    </message>
    <message>
        <source>{card} is a face card: face cards never build in {variant} (rule 4.3)</source>
        <translation>{card} é uma figura: figuras nunca entram em construções no {variant} (regra 4.3)</translation>
    </message>
    <message>
        <source>there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)</source>
        <translation>já há uma construção de {value} na mesa: uma nova construção de {value} tem que incorporá-la (regra 3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} keeps its value: it cannot become {new} (rule 4.4)</source>
        <translation>uma construção múltipla de {value} mantém o valor: não pode virar {new} (regra 4.4)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be split into groups of {value} (rule 4.4)</source>
        <translation>não há como dividir {card} com {cards} em grupos de {value} (regra 4.4)</translation>
    </message>
    <message>
        <source>you must keep a card that takes {value} to build {value} (rule 4.4)</source>
        <translation>você tem que guardar uma carta que pegue {value} para construir {value} (regra 4.4)</translation>
    </message>
    <message>
        <source>{card} and the named cards do not form a build of {value}</source>
        <translation>{card} e as cartas indicadas não formam uma construção de {value}</translation>
    </message>
    <message>
        <source>a build is taken only whole, never summed with other cards (house rule)</source>
        <translation>uma construção só é pega inteira, nunca somada com outras cartas (regra da casa)</translation>
    </message>
    <message>
        <source>only the played card may raise a build; table cards may not help (house rule)</source>
        <translation>só a carta jogada pode aumentar uma construção; cartas da mesa não podem ajudar (regra da casa)</translation>
    </message>
    <message>
        <source>an ace on the table counts 1; aces count 14 only from the hand (house rule)</source>
        <translation>um ás na mesa vale 1; ases só valem 14 quando jogados da mão (regra da casa)</translation>
    </message>
    <message>
        <source>a play adds to one build at most; two builds are never merged (house rule)</source>
        <translation>uma jogada acrescenta a no máximo uma construção; duas construções nunca se juntam (regra da casa)</translation>
    </message>
    <message>
        <source>{cards} cannot be paired or combined into one group of {value} to take with {card} (rule 8)</source>
        <translation>não há como emparelhar ou combinar {cards} num só grupo de {value} para pegar com {card} (regra 8)</translation>
    </message>
    <message>
        <source>a group is worth 1 to 13, not {value} (rule 8)</source>
        <translation>um grupo vale de 1 a 13, não {value} (regra 8)</translation>
    </message>
    <message>
        <source>J, Q and K only pair: a group of {value} holds cards of that rank only (rule 8)</source>
        <translation>J, Q e K só se emparelham: um grupo de {value} só tem cartas desse valor (regra 8)</translation>
    </message>
    <message>
        <source>{names} add up to {total}: a combined group is worth at most {highest} (rule 8)</source>
        <translation>{names} somam {total}: um grupo combinado vale no máximo {highest} (regra 8)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be paired or combined into one group of {value} (rule 8)</source>
        <translation>não há como emparelhar ou combinar {card} com {cards} num só grupo de {value} (regra 8)</translation>
    </message>
    <message>
        <source>{count} cards are too many to check as one group of {value}; play fewer at a time (rule 8)</source>
        <translation>{count} cartas são demais para verificar como um só grupo de {value}; jogue menos de cada vez (regra 8)</translation>
    </message>
</context>
<context>
    <name>engine.house_rules</name>
    <message>
        <source>Builds may be summed</source>
        <translation>Construções podem ser somadas</translation>
    </message>
    <message>
        <source>A single build may be added to other table cards to capture or build (off: a build is taken only whole; a raise by the played card follows the next switch).</source>
        <translation>Uma construção simples pode ser somada a outras cartas da mesa para pegar ou construir (desativada: uma construção só é pega inteira; o aumento pela carta jogada segue a próxima opção).</translation>
    </message>
    <message>
        <source>Table cards may help raise a build</source>
        <translation>Cartas da mesa podem ajudar a aumentar uma construção</translation>
    </message>
    <message>
        <source>Loose table cards may join the played card in raising a single build (off: only the played card changes a build's value; loose groups of the new value may still join).</source>
        <translation>Cartas soltas da mesa podem se juntar à carta jogada para aumentar uma construção simples (desativada: só a carta jogada muda o valor de uma construção; grupos soltos do novo valor ainda podem se juntar).</translation>
    </message>
    <message>
        <source>One build per value</source>
        <translation>Uma construção por valor</translation>
    </message>
    <message>
        <source>A new build of a value must take in the build of that value already on the table (off: two may lie there).</source>
        <translation>Uma nova construção de um valor tem que incorporar a construção desse valor que já está na mesa (desativada: pode haver duas).</translation>
    </message>
    <message>
        <source>Aces build alike</source>
        <translation>Ases constroem com ases</translation>
    </message>
    <message>
        <source>An ace played on a loose ace, by a player holding another, builds aces: a multiple build of 1 (off: a build is worth at least 2).</source>
        <translation>Um ás jogado sobre um ás solto, por quem tem outro ás na mão, constrói ases: uma construção múltipla de 1 (desativada: uma construção vale pelo menos 2).</translation>
    </message>
    <message>
        <source>One play may merge builds</source>
        <translation>Uma jogada pode juntar construções</translation>
    </message>
    <message>
        <source>A build may take in two or more builds already on the table (off: a play adds to one build at most).</source>
        <translation>Uma construção pode incorporar duas ou mais construções que já estão na mesa (desativada: uma jogada acrescenta a no máximo uma construção).</translation>
    </message>
    <message>
        <source>The builder's duty</source>
        <translation>O dever do construtor</translation>
    </message>
    <message>
        <source>no-trail: whoever owns a build may not trail until it is taken; take-or-add: on the next turn they must take it in or add to it.</source>
        <translation>sem descarte: quem é dono de uma construção não pode descartar até que ela seja pega; pegar ou acrescentar: na vez seguinte, tem que pegá-la ou acrescentar algo a ela.</translation>
    </message>
    <message>
        <source>Aces on the table count 14</source>
        <translation>Ases na mesa valem 14</translation>
    </message>
    <message>
        <source>A loose ace on the table may count 14 as well as 1 (off: aces are high only when played from the hand).</source>
        <translation>Um ás solto na mesa pode valer 14, além de 1 (desativada: ases só valem 14 quando jogados da mão).</translation>
    </message>
    <message>
        <source>Aces count 14 in builds</source>
        <translation>Ases valem 14 em construções</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build, as a group of its own, as when an ace played on an ace builds 14 (off: an ace in a build always counts 1; it still captures as 14).</source>
        <translation>Um ás pode valer 14 dentro de uma construção, como um grupo à parte, como quando um ás jogado sobre outro ás constrói 14 (desativada: um ás numa construção sempre vale 1; ainda assim, ele pega como 14).</translation>
    </message>
    <message>
        <source>Face cards take all of their rank</source>
        <translation>Figuras pegam todas do seu valor</translation>
    </message>
    <message>
        <source>A jack, queen or king takes every loose card of its rank at once (off: exactly one).</source>
        <translation>Um valete, uma dama ou um rei pega de uma vez todas as cartas soltas do seu valor (desativada: exatamente uma).</translation>
    </message>
    <message>
        <source>Sweeps score</source>
        <translation>Varridas pontuam</translation>
    </message>
    <message>
        <source>Each capture that empties the table scores a point.</source>
        <translation>Cada captura que esvazia a mesa marca um ponto.</translation>
    </message>
    <message>
        <source>A sweep on the last play counts</source>
        <translation>Varrida na última jogada vale</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too (where sweeps score).</source>
        <translation>Esvaziar a mesa com a última carta do jogo também é varrida (quando as varridas pontuam).</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>Pontos de espadas</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades scores 2 and every other spade 1, besides the point for most spades.</source>
        <translation>Cassino de Espadas: o valete de espadas marca 2 e cada uma das outras espadas 1, além do ponto de mais espadas.</translation>
    </message>
    <message>
        <source>Most spades breaks a tie in cards</source>
        <translation>Mais espadas desempata as cartas</translation>
    </message>
    <message>
        <source>Portuguese: when the most cards is shared (26-26), the tied player with more spades scores the 3 points.</source>
        <translation>Português: quando há empate em mais cartas (26-26), o jogador empatado com mais espadas marca os 3 pontos.</translation>
    </message>
    <message>
        <source>Draw after each play</source>
        <translation>Comprar após cada jogada</translation>
    </message>
    <message>
        <source>Draw Cassino: after each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>Cassino de Compra: depois de cada jogada, o jogador compra uma carta, e assim as mãos ficam com quatro cartas enquanto durar o monte.</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Duplas</translation>
    </message>
    <message>
        <source>Four players in two sides, partners sitting opposite: their captures score together and the match is between the sides.</source>
        <translation>Quatro jogadores em duas duplas, com os parceiros sentados frente a frente: suas capturas pontuam juntas e a partida é disputada entre as duplas.</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>Meta da partida</translation>
    </message>
    <message>
        <source>Points that end a match (21; 31 in Portuguese, 61 in Spade Cassino).</source>
        <translation>Pontos que encerram uma partida (21; 31 no Português, 61 no Cassino de Espadas).</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>The rules of this game's rule book, with no house rules.</source>
        <translation>As regras do livro de regras deste jogo, sem regras da casa.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>A build is taken only whole, only the played card raises a build, a play adds to one build at most, two builds of one value may lie on the table, aces build alike, and a sweep on the last play counts.</source>
        <translation>Uma construção só é pega inteira, só a carta jogada aumenta uma construção, uma jogada acrescenta a no máximo uma construção, podem ficar duas construções do mesmo valor na mesa, ases constroem com ases, e uma varrida na última jogada vale.</translation>
    </message>
    <message>
        <source>Spade Cassino</source>
        <translation>Cassino de Espadas</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1; matches go to 61.</source>
        <translation>O valete de espadas marca 2 e cada uma das outras espadas 1; as partidas vão até 61.</translation>
    </message>
    <message>
        <source>Draw Cassino</source>
        <translation>Cassino de Compra</translation>
    </message>
    <message>
        <source>After each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>Depois de cada jogada, o jogador compra uma carta, e assim as mãos ficam com quatro cartas enquanto durar o monte.</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>Matches go to 31, and at 26 cards each the player with more spades scores most cards.</source>
        <translation>As partidas vão até 31 e, com 26 cartas para cada um, quem tiver mais espadas marca os pontos de mais cartas.</translation>
    </message>
    <message>
        <source>California</source>
        <translation>Califórnia</translation>
    </message>
    <message>
        <source>No points for sweeps, and a face card takes every loose card of its rank at once.</source>
        <translation>Varridas não pontuam, e uma figura pega de uma vez todas as cartas soltas do seu valor.</translation>
    </message>
    <message>
        <source>A single build may be summed with other cards, as a card of its value.</source>
        <translation>Uma construção simples pode ser somada a outras cartas, como uma carta do seu valor.</translation>
    </message>
    <message>
        <source>A build is taken only whole: it is never summed with other cards.</source>
        <translation>Uma construção só é pega inteira: nunca é somada a outras cartas.</translation>
    </message>
    <message>
        <source>Table cards may help the played card raise a build.</source>
        <translation>Cartas da mesa podem ajudar a carta jogada a aumentar uma construção.</translation>
    </message>
    <message>
        <source>Only the played card raises a build (loose groups of the new value may join it).</source>
        <translation>Só a carta jogada aumenta uma construção (grupos soltos do novo valor podem se juntar a ela).</translation>
    </message>
    <message>
        <source>A new build takes in the build of its value already on the table.</source>
        <translation>Uma nova construção incorpora a construção do seu valor que já está na mesa.</translation>
    </message>
    <message>
        <source>Two builds of one value may lie on the table.</source>
        <translation>Podem ficar duas construções do mesmo valor na mesa.</translation>
    </message>
    <message>
        <source>An ace on a loose ace builds aces, a build of 1, by a player holding another.</source>
        <translation>Um ás sobre um ás solto constrói ases, uma construção de 1, se quem joga tiver outro ás.</translation>
    </message>
    <message>
        <source>A build is worth at least 2.</source>
        <translation>Uma construção vale pelo menos 2.</translation>
    </message>
    <message>
        <source>One play may merge builds into one.</source>
        <translation>Uma jogada pode juntar construções numa só.</translation>
    </message>
    <message>
        <source>A play adds to one build at most; two builds are never merged.</source>
        <translation>Uma jogada acrescenta a no máximo uma construção; duas construções nunca se juntam.</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build.</source>
        <translation>Um ás pode valer 14 dentro de uma construção.</translation>
    </message>
    <message>
        <source>An ace in a build always counts 1.</source>
        <translation>Um ás numa construção sempre vale 1.</translation>
    </message>
    <message>
        <source>Whoever owns a build may not trail until it is taken.</source>
        <translation>Quem é dono de uma construção não pode descartar até que ela seja pega.</translation>
    </message>
    <message>
        <source>Whoever owns a build must take it in or add to it on their next turn.</source>
        <translation>Quem é dono de uma construção tem que pegá-la ou acrescentar algo a ela na vez seguinte.</translation>
    </message>
    <message>
        <source>An ace on the table may count 14.</source>
        <translation>Um ás na mesa pode valer 14.</translation>
    </message>
    <message>
        <source>Aces on the table count 1; an ace counts 14 only when played from the hand.</source>
        <translation>Ases na mesa valem 1; um ás só vale 14 quando jogado da mão.</translation>
    </message>
    <message>
        <source>A face card takes every loose card of its rank at once.</source>
        <translation>Uma figura pega de uma vez todas as cartas soltas do seu valor.</translation>
    </message>
    <message>
        <source>A face card takes one loose card of its rank.</source>
        <translation>Uma figura pega uma carta solta do seu valor.</translation>
    </message>
    <message>
        <source>Each sweep scores a point.</source>
        <translation>Cada varrida marca um ponto.</translation>
    </message>
    <message>
        <source>Sweeps do not score.</source>
        <translation>Varridas não pontuam.</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too.</source>
        <translation>Esvaziar a mesa com a última carta do jogo também é varrida.</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is no sweep.</source>
        <translation>Esvaziar a mesa com a última carta do jogo não é varrida.</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1.</source>
        <translation>O valete de espadas marca 2 e cada uma das outras espadas 1.</translation>
    </message>
    <message>
        <source>Spades score only for most spades.</source>
        <translation>As espadas só pontuam por mais espadas.</translation>
    </message>
    <message>
        <source>At 26 cards each, the player with more spades scores most cards.</source>
        <translation>Com 26 cartas para cada um, quem tiver mais espadas marca os pontos de mais cartas.</translation>
    </message>
    <message>
        <source>At 26 cards each, nobody scores most cards.</source>
        <translation>Com 26 cartas para cada um, ninguém marca os pontos de mais cartas.</translation>
    </message>
    <message>
        <source>Four play in two partnerships, partners opposite, scoring and winning together.</source>
        <translation>Quatro jogam em duas duplas, com os parceiros frente a frente, pontuando e vencendo juntos.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>Cada um joga por si.</translation>
    </message>
    <message>
        <source>Cards are dealt four at a time when every hand is empty.</source>
        <translation>As cartas são dadas de quatro em quatro quando todas as mãos estão vazias.</translation>
    </message>
</context>
<context>
    <name>engine.variants</name>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Aces are 1 or 14, jacks 11, queens 12, kings 13, and every card builds. One game decides.</source>
        <translation>Pegue mais cartas que o computador. Ases valem 1 ou 14, valetes 11, damas 12, reis 13, e toda carta constrói. Um só jogo decide.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Classic scoring: big and little cassino, aces, most cards, most spades and sweeps, in games to 21. Aces are 1; jacks, queens and kings only pair, one card at a time.</source>
        <translation>Pontuação clássica: Cassino grande e pequeno, ases, mais cartas, mais espadas e varridas, em partidas até 21 pontos. Ases valem 1; valetes, damas e reis só se emparelham, uma carta por vez.</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Real</translation>
    </message>
    <message>
        <source>Classic scoring in games to 21, with the building of Original: aces are 1 or 14, jacks 11, queens 12, kings 13, and builds go up to 14.</source>
        <translation>Pontuação clássica em partidas até 21 pontos, com as construções do Original: ases valem 1 ou 14, valetes 11, damas 12, reis 13, e as construções vão até 14.</translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation>Clearance</translation>
    </message>
    <message>
        <source>Cassino as it is played in India, by two to four players. Pair groups of equal value, combine numbers up to 10, and take one group a turn. Aces, the 2♠ and the 10♦ score; no owners, no sweeps, one game decides.</source>
        <translation>O Cassino como se joga na Índia, de dois a quatro jogadores. Emparelhe grupos de mesmo valor, combine números até 10 e pegue um grupo por vez. Pontuam os ases, o 2♠ e o 10♦; sem donos, sem varridas, um só jogo decide.</translation>
    </message>
</context>
<context>
    <name>engine.levels</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
</context>
<context>
    <name>engine.json</name>
    <message>
        <source>not valid JSON at line {line}, column {column}: {reason}</source>
        <translation>JSON inválido na linha {line}, coluna {column}: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: the key {key} appears twice</source>
        <translation>JSON inválido: a chave {key} aparece duas vezes</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON inválido: aninhamento profundo demais</translation>
    </message>
    <message>
        <source>not valid JSON: a number is too long to read</source>
        <translation>JSON inválido: um número é longo demais para ser lido</translation>
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
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Salvar tudo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sim para &amp;todos</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Não para t&amp;odos</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abortar</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Tentar novamente</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Redefinir</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar &amp;endereço do link</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Rolar aqui</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Borda esquerda</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Superior</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Borda direita</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Inferior</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Página à esquerda</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Página acima</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Página à direita</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Página abaixo</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Rolar à esquerda</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Rolar para cima</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Rolar à direita</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Rolar para baixo</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Selecionar tudo</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Aumentar</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Di&amp;minuir</translation>
    </message>
</context>
</TS>
