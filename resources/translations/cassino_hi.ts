<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>storage</name>
    <message>
        <source>was written by a newer version of Cassino</source>
        <translation>कसीनो के नए संस्करण से लिखी गई है</translation>
    </message>
    <message>
        <source>{directory} is a file, not a folder</source>
        <translation>{directory} एक फ़ाइल है, फ़ोल्डर नहीं</translation>
    </message>
    <message>
        <source>the folder {directory} could not be made: {reason}</source>
        <translation>फ़ोल्डर {directory} नहीं बनाया जा सका: {reason}</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>एक नेम्ड पाइप</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>एक फ़ोल्डर</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>एक डिवाइस</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>एक सॉकेट</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>एक विशेष फ़ाइल</translation>
    </message>
    <message>
        <source>is not a regular file ({kind})</source>
        <translation>सामान्य फ़ाइल नहीं, बल्कि {kind} है</translation>
    </message>
    <message>
        <source>Your saved game {path} {why}, so it was left as it is and your games are saved beside it as {beside}.</source>
        <translation>आपकी सहेजी गई बाज़ी {path} {why}, इसलिए उसे जैसा है वैसा ही छोड़ दिया गया है और आपकी बाज़ियाँ उसके बगल में {beside} नाम से सहेजी जा रही हैं।</translation>
    </message>
    <message>
        <source>Your saved game {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your games are not saved this time.</source>
        <translation>आपकी सहेजी गई बाज़ी {path} {why} और उसके बगल वाली फ़ाइल {beside} {why_beside}, इसलिए दोनों को जैसा है वैसा ही छोड़ दिया गया है और इस बार आपकी बाज़ियाँ सहेजी नहीं जाएँगी।</translation>
    </message>
    <message>
        <source>The game could not be saved because it could not be written as JSON ({error})</source>
        <translation>बाज़ी सहेजी नहीं जा सकी, क्योंकि उसे JSON के रूप में लिखा नहीं जा सका ({error})</translation>
    </message>
    <message>
        <source>The game could not be saved because {problem}</source>
        <translation>बाज़ी सहेजी नहीं जा सकी, क्योंकि {problem}</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation>बाज़ी {path} में सहेजी नहीं जा सकी: {reason}</translation>
    </message>
    <message>
        <source>it could not be opened: {reason}</source>
        <translation>उसे खोला नहीं जा सका: {reason}</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>वह बहुत ही बड़ी है</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>वह टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>it could not be understood: {error}</source>
        <translation>उसे समझा नहीं जा सका: {error}</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>आपकी सहेजी गई बाज़ी न पढ़ी जा सकी ({reason}), न अलग रखी जा सकी, इसलिए नई बाज़ी शुरू होती है।</translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>आपकी सहेजी गई बाज़ी पढ़ी नहीं जा सकी ({reason}), इसलिए उसे अलग रख दिया गया है और नई बाज़ी शुरू होती है।</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation>{name} नाम से सहेजी गई बाज़ी न पढ़ी जा सकी ({reason}), न अलग रखी जा सकी, इसलिए नई बाज़ी शुरू होती है।</translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation>{name} नाम से सहेजी गई बाज़ी पढ़ी नहीं जा सकी ({reason}), इसलिए उसे अलग रख दिया गया है और नई बाज़ी शुरू होती है।</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why}, so it was left as it is and your statistics are kept beside it in {beside}.</source>
        <translation>आपकी आँकड़ों की फ़ाइल {path} {why}, इसलिए उसे जैसा है वैसा ही छोड़ दिया गया है और आपके आँकड़े उसके बगल में {beside} में रखे जा रहे हैं।</translation>
    </message>
    <message>
        <source>Your statistics file {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your statistics are not saved this time.</source>
        <translation>आपकी आँकड़ों की फ़ाइल {path} {why} और उसके बगल वाली फ़ाइल {beside} {why_beside}, इसलिए दोनों को जैसा है वैसा ही छोड़ दिया गया है और इस बार आपके आँकड़े सहेजे नहीं जाएँगे।</translation>
    </message>
    <message>
        <source>Your statistics could not be read from {path} ({reason}), so they will not be saved this time.</source>
        <translation>आपके आँकड़े {path} से पढ़े नहीं जा सके ({reason}), इसलिए इस बार वे सहेजे नहीं जाएँगे।</translation>
    </message>
    <message>
        <source>the file is far too large</source>
        <translation>फ़ाइल बहुत ही बड़ी है</translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation>फ़ाइल टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>Your statistics were not saved, so as not to replace {path}, which could not be read.</source>
        <translation>आपके आँकड़े सहेजे नहीं गए, ताकि {path} की जगह न ले लें, जिसे पढ़ा नहीं जा सका था।</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}).</source>
        <translation>आपके आँकड़े {folder} में सहेजे नहीं जा सके ({reason})।</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path} ({reason}).</source>
        <translation>आपके आँकड़े {path} में सहेजे नहीं जा सके ({reason})।</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>आपकी आँकड़ों की फ़ाइल ख़राब थी ({reason}) और उसे अलग नहीं रखा जा सका ({why}), इसलिए आपके आँकड़े फिर से शून्य से शुरू होते हैं।</translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>आपकी आँकड़ों की फ़ाइल ख़राब थी ({reason}), इसलिए उसे {aside} नाम से अलग रख दिया गया है और आपके आँकड़े फिर से शून्य से शुरू होते हैं।</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation>आपकी आँकड़ों की फ़ाइल {name} ख़राब थी ({reason}) और उसे अलग नहीं रखा जा सका ({why}), इसलिए आपके आँकड़े फिर से शून्य से शुरू होते हैं।</translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation>आपकी आँकड़ों की फ़ाइल {name} ख़राब थी ({reason}), इसलिए उसे {aside} नाम से अलग रख दिया गया है और आपके आँकड़े फिर से शून्य से शुरू होते हैं।</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic fishing card game against the computer: {variants}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Cassino</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>builtin_deck</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large print, four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>card_item</name>
    <message>
        <source>A group of {value}: a {value} takes it; anyone may pair or combine it further (up to 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multiple build of {value}, yours: its value is fixed; only a {value} takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single build of {value}, yours: it can be raised or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multiple build of {value}, the computer’s: its value is fixed; only a {value} takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single build of {value}, the computer’s: it can be raised or taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multiple build of {value}, {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single build of {value}, {owner}’s: it can be raised or taken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>deck_themes</name>
    <message>
        <source>The folder contains no SVG file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a valid SVG image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file contains no card elements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a valid compressed SVG image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card theme {name} could not be loaded ({reason}); using the built-in deck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fair_deal_dialog</name>
    <message>
        <source>Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT A FAIR DEAL: {problems}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fair deal: the secret and the salt revealed hash to the commitment {commitment} shown before the deal, and with the cut {cut} they give the seed {seed}, which deals exactly these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was set up by hand, from a position: no deal dealt it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} was dealt from the seed {seed}, derived from the match's seed {match_seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match begun from a chosen seed, a saved match from before fair deals, or a daily deal is dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you cut the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} was dealt fairly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the deal the game sealed a secret and showed this commitment (the SHA-256 hash of the secret and a random salt):
{commitment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the deal comes from the secret and your cut together, so neither side chose the cards. The secret and the salt are revealed when the game is over, for anyone to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commitment shown before the deal:
{commitment}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret, revealed after the game:
{secret}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salt:
{salt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cut: {cut}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has sealed its secret for this deal. Its commitment, the hash that the secret will be checked against after the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this game was dealt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>game_over_dialog</name>
    <message>
        <source>Most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 points for 27 cards or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point for 7 spades or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 10 of diamonds: 2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2 of spades: 1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades 2, every other spade 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point to every player with the most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point to every player with the most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the game {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the game: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the game {a} to {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the game: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match: {scores}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the match {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the match: {scores}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match {a} to {b}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} win the match: {scores}.</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>One game decides. Most cards and most spades score 1 point each, to every player who shares the most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score: {scores}. Level past {target}: another game decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score: {scores}. First to {target} wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, {row}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades do not score in Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is played to {target}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>house_rules_panel</name>
    <message>
        <source>may not trail until it is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must take it in or add to it next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;House rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every house rule, to set them one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points</source>
        <comment>after a number of points in a spin box, with its space</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;builder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match &amp;target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{help} Not a rule of {variant}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} is played by its own rules; house rules are for Original, Advanced and Royal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own mix of house rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>Moves</source>
        <translation>चालें</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>स्कोर शीट</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>कोच</translation>
    </message>
    <message>
        <source>You have a match of {variant} in progress: game {number} is being played, and the games before it stand at {totals}. Resume it?</source>
        <translation>{variant} का आपका एक मैच चल रहा है: बाज़ी {number} खेली जा रही है, और उससे पहले की बाज़ियों का स्कोर {totals} है। क्या इसे जारी रखें?</translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर {people} लोगों और %n कंप्यूटर के लिए {title} का मैच शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर {people} लोगों और %n कंप्यूटरों के लिए {title} का मैच शुरू करें?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for {people} people and %n computer(s)?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर {people} लोगों और %n कंप्यूटर के लिए {title} की बाज़ी शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर {people} लोगों और %n कंप्यूटरों के लिए {title} की बाज़ी शुरू करें?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} for %n people?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर %n व्यक्ति के लिए {title} का मैच शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर %n लोगों के लिए {title} का मैच शुरू करें?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} for %n people?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर %n व्यक्ति के लिए {title} की बाज़ी शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर %n लोगों के लिए {title} की बाज़ी शुरू करें?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a match of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर %n कंप्यूटर प्रतिद्वंद्वी के साथ {title} का मैच शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर %n कंप्यूटर प्रतिद्वंद्वियों के साथ {title} का मैच शुरू करें?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Abandon this game and start a game of {title} with %n computer opponent(s)?</source>
        <translation>
            <numerusform>यह बाज़ी छोड़कर %n कंप्यूटर प्रतिद्वंद्वी के साथ {title} की बाज़ी शुरू करें?</numerusform>
            <numerusform>यह बाज़ी छोड़कर %n कंप्यूटर प्रतिद्वंद्वियों के साथ {title} की बाज़ी शुरू करें?</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon this game and start a match of {title}?</source>
        <translation>यह बाज़ी छोड़कर {title} का मैच शुरू करें?</translation>
    </message>
    <message>
        <source>Abandon this game and start a game of {title}?</source>
        <translation>यह बाज़ी छोड़कर {title} की बाज़ी शुरू करें?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dail&amp;y deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal this game again, the same cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the next game of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revie&amp;w this game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued against the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;py this game as a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fair deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commitment sealed before this deal and, once the game is over, the proof that the deal was fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a game line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a game line to replay it move by move and review it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variants…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the variant, the players and the house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again the moves the last undo took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games and matches won, streaks and records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the move the strongest computer level would play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every move you can make with what it is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the computer &amp;lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the first lead of the match to the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the side &amp;panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the moves, the score sheet and the coach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the screen with the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Configure Cassino…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty, animation, card deck, card back, undo and who leads, in one place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note games played with undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card d&amp;eck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the chosen variant and the controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards and spades captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: your moves and what each is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SVG card decks are installed; the built-in deck is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach is off: Game ▸ Coach (Ctrl+K) turns it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected group with the selected hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form one group of the selected hand card and table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the selected hand card on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected table cards with the selected hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the selected hand card onto the selected table cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the selected hand card on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your counted try at the daily deal: leaving it counts the day as lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game given up counts as lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game and deal a new match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game and deal a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today's daily deal is on the table: this is your counted try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon this game and deal today's daily deal?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have played today's daily deal: this replay does not count in Statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal this game again from the start? Its moves so far are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, game {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be written as a line: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ Open a game line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game line begins with 'cassino-game 1'. Paste one here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That line is not a game that can be replayed: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}, a game from a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty: {level}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>डॉक विजेट को बंद करता है</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>अलग करें</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>डॉक विजेट को अलग करता है और फिर से जोड़ता है</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>message_bar</name>
    <message>
        <source>Message about your files</source>
        <translation>आपकी फ़ाइलों के बारे में संदेश</translation>
    </message>
    <message>
        <source>Close this message (Escape)</source>
        <translation>यह संदेश बंद करें (एस्केप)</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>संदेश बंद करें</translation>
    </message>
</context>
<context>
    <name>pass_screen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>स्क्रीन {name} को दें</translation>
    </message>
    <message>
        <source>{name}, press the button when only you can see the screen: your hand will show. Everyone's cards are face down until then.</source>
        <translation>{name}, जब स्क्रीन सिर्फ़ आप देख सकें, तब बटन दबाएँ: आपका हाथ दिखेगा। तब तक सबके पत्ते उलटे रहेंगे।</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>मैं {name} हूँ: मेरे पत्ते दिखाएँ</translation>
    </message>
</context>
<context>
    <name>review_dialog</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop searching; the moves reviewed so far keep their values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table at the move reviewed, every hand face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your worst moves (a mistake loses {points} points or more):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your worst moves, worst first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move of the game with its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move before (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move after (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After move {number}: the game was not finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number} of {count}: {move}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was the only move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move there was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better by the coach's estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock, in the order it will be dealt: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loss} mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {number}: {move}, {loss} points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing your moves… {done} of {total} so far, {lost} points lost against the best moves. You can step through the game meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You lost {lost} points against the best moves in this game, %n of them mistakes. Values are your lead in points at the end of the game as the coach saw it from your seat; '=' marks an exact value (the last deal, solved).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %n of your moves.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>review_worker</name>
    <message>
        <source>The review could not start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review stopped (its process ended, {code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review stopped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules_dialog</name>
    <message>
        <source>How to Play</source>
        <translation>कैसे खेलें</translation>
    </message>
    <message>
        <source>&amp;Rules for:</source>
        <translation>नियम देखें (&amp;R):</translation>
    </message>
    <message>
        <source>Rules for variant</source>
        <translation>प्रकार के नियम</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
</context>
<context>
    <name>rules_text</name>
    <message>
        <source>rule {number}</source>
        <translation>नियम {number}</translation>
    </message>
    <message>
        <source>rules {first} and {second}</source>
        <translation>नियम {first} और {second}</translation>
    </message>
    <message>
        <source>The numbers beside the headings are the sections of the game's rule book; when a move is refused, the reason names the rule it breaks, as in “{example}”.</source>
        <translation>शीर्षकों के पास लिखी संख्याएँ खेल की नियम-पुस्तिका के खंड हैं; जब कोई चाल अस्वीकार की जाती है, तो कारण में वह नियम बताया जाता है जो टूटा है, जैसे “{example}”।</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>संख्या वाले पत्ते अपनी संख्या जितने गिने जाते हैं। इक्का 1 या 14 गिना जाता है, जो हर बार इस्तेमाल के समय चुना जाता है; गुलाम 11, बेगम 12 और बादशाह 13; ये किसी भी संख्या की तरह उठाते और बिल्ड बनाते हैं।</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1 or 14, chosen each time it is used; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>संख्या वाले पत्ते अपनी संख्या जितने गिने जाते हैं। इक्का 1 या 14 गिना जाता है, जो हर बार इस्तेमाल के समय चुना जाता है; गुलाम, बेगम और बादशाह &lt;b&gt;तस्वीर वाले पत्ते&lt;/b&gt; हैं, जिनकी कोई संख्या नहीं होती (नीचे देखें)।</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks 11, queens 12 and kings 13; they capture and build like any number.</source>
        <translation>संख्या वाले पत्ते अपनी संख्या जितने गिने जाते हैं। इक्का 1 गिना जाता है; गुलाम 11, बेगम 12 और बादशाह 13; ये किसी भी संख्या की तरह उठाते और बिल्ड बनाते हैं।</translation>
    </message>
    <message>
        <source>Number cards count their value. Aces count 1; jacks, queens and kings are &lt;b&gt;face cards&lt;/b&gt; with no number (see below).</source>
        <translation>संख्या वाले पत्ते अपनी संख्या जितने गिने जाते हैं। इक्का 1 गिना जाता है; गुलाम, बेगम और बादशाह &lt;b&gt;तस्वीर वाले पत्ते&lt;/b&gt; हैं, जिनकी कोई संख्या नहीं होती (नीचे देखें)।</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Every card you take is worth one point; the player with &lt;b&gt;more cards&lt;/b&gt; after the last round wins the game, and 26 to 26 is a draw. One game decides.</source>
        <translation>कंप्यूटर से ज़्यादा पत्ते उठाएँ। आपका उठाया हर पत्ता एक अंक का है; आख़िरी दौर के बाद जिसके पास &lt;b&gt;ज़्यादा पत्ते&lt;/b&gt; हों, वह बाज़ी जीतता है, और 26 के मुक़ाबले 26 बराबरी है। एक ही बाज़ी से फ़ैसला होता है।</translation>
    </message>
    <message>
        <source>Capture cards that score points: the big and little cassino, the aces, most cards and most spades, and sweeps. Games are played until a player has &lt;b&gt;{target}&lt;/b&gt; points or more.</source>
        <translation>अंक दिलाने वाले पत्ते उठाएँ: बड़ा और छोटा कसीनो, इक्के, सबसे ज़्यादा पत्ते और सबसे ज़्यादा हुकुम, और सफ़ाये। बाज़ियाँ तब तक खेली जाती हैं जब तक किसी खिलाड़ी के &lt;b&gt;{target}&lt;/b&gt; या उससे ज़्यादा अंक न हो जाएँ।</translation>
    </message>
    <message>
        <source>Each player gets 4 cards and, in the first round only, 4 cards are dealt face up to the table. When both hands are empty, each player gets 4 more from the stock (the table gets none), six rounds in all. The non-dealer plays first in every round.</source>
        <translation>हर खिलाड़ी को 4 पत्ते मिलते हैं और, सिर्फ़ पहले दौर में, 4 पत्ते मेज़ पर खुले बाँटे जाते हैं। जब दोनों हाथ ख़ाली हो जाते हैं, तो हर खिलाड़ी को गड्डी से 4 और पत्ते मिलते हैं (मेज़ को कोई नहीं), कुल छह दौर। हर दौर में पहले वह खिलाड़ी चलता है जिसने पत्ते नहीं बाँटे।</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>बँटाई</translation>
    </message>
    <message>
        <source>An ace played as 14 could take the ace (as 1), the 3, the 4 and the 6 at once (1 + 3 + 4 + 6 = 14).</source>
        <translation>14 के रूप में चला गया इक्का एक साथ इक्का (1 के रूप में), 3, 4 और 6 उठा सकता है (1 + 3 + 4 + 6 = 14)।</translation>
    </message>
    <message>
        <source>Face cards are never part of a build.</source>
        <translation>तस्वीर वाले पत्ते कभी किसी बिल्ड का हिस्सा नहीं होते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture.&lt;/b&gt; {rule} Take table cards whose values, in one or more groups, each add up to the value of the card you play. With a 7 and a table of A, 3, 4, 6 you may take 3 + 4, or A + 6, or all four as two groups of 7.{ace_example} You choose which groups to take. A capture that clears the table is a &lt;b&gt;sweep&lt;/b&gt;.</source>
        <translation>&lt;b&gt;उठाना।&lt;/b&gt; {rule} मेज़ के वे पत्ते उठाएँ जिनके मान, एक या अधिक समूहों में, हर समूह में जुड़कर आपके चले गए पत्ते के मान के बराबर हों। 7 से, मेज़ पर A, 3, 4, 6 हों तो आप 3 + 4, या A + 6, या 7 के दो समूहों के रूप में चारों पत्ते उठा सकते हैं।{ace_example} कौन-से समूह उठाने हैं, यह आप चुनते हैं। जिस चाल से मेज़ ख़ाली हो जाए, वह &lt;b&gt;सफ़ाया&lt;/b&gt; है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Build.&lt;/b&gt; {rule} Add a card from your hand to one or more table items to make a pile of value V that you mean to capture later, with a card of value V &lt;i&gt;that you still hold&lt;/i&gt;. Builds go up to {highest}.{faces_in_builds}</source>
        <translation>&lt;b&gt;बनाना।&lt;/b&gt; {rule} अपने हाथ का एक पत्ता मेज़ के एक या अधिक पत्तों या बिल्ड में जोड़कर V मान का ढेर बनाएँ, जिसे आप बाद में V मान के ऐसे पत्ते से उठाना चाहते हैं &lt;i&gt;जो अभी भी आपके पास है&lt;/i&gt;। बिल्ड {highest} तक जाते हैं।{faces_in_builds}</translation>
    </message>
    <message>
        <source>A &lt;b&gt;single build&lt;/b&gt; holds one group (A + 6 = 7). It counts like one card of its value: it can be captured together with other cards, and anyone can &lt;i&gt;raise&lt;/i&gt; it (a 2 added to a build of 7 makes 9, if they hold a 9).</source>
        <translation>&lt;b&gt;एकल बिल्ड&lt;/b&gt; में एक समूह होता है (A + 6 = 7)। यह अपने मान के एक पत्ते की तरह गिना जाता है: इसे दूसरे पत्तों के साथ उठाया जा सकता है, और कोई भी इसे &lt;i&gt;बढ़ा&lt;/i&gt; सकता है (7 के बिल्ड में 2 जोड़ने से 9 बनता है, अगर उसके पास 9 हो)।</translation>
    </message>
    <message>
        <source>A &lt;b&gt;multiple build&lt;/b&gt; holds two or more groups of V (3 + 4 and A + 6 as a build of 7). Its value is fixed: it can be extended by more groups of V, never raised, and only a card of value V takes it.</source>
        <translation>&lt;b&gt;बहु-बिल्ड&lt;/b&gt; में V के दो या अधिक समूह होते हैं (7 के बिल्ड के रूप में 3 + 4 और A + 6)। इसका मान तय होता है: इसमें V के और समूह जोड़े जा सकते हैं, पर इसे कभी बढ़ाया नहीं जा सकता, और इसे सिर्फ़ V मान का पत्ता उठाता है।</translation>
    </message>
    <message>
        <source>There is only one build of each value on the table: a new build of V must take in the build of V already there.</source>
        <translation>मेज़ पर हर मान का सिर्फ़ एक बिल्ड होता है: V के नए बिल्ड में वहाँ पहले से मौजूद V का बिल्ड शामिल करना ज़रूरी है।</translation>
    </message>
    <message>
        <source>Whoever last made or added to a build owns it, and the opponent may capture or take over your builds.</source>
        <translation>बिल्ड उसका होता है जिसने उसे आख़िरी बार बनाया या उसमें जोड़ा, और विरोधी आपके बिल्ड उठा सकता है या उन्हें अपना बना सकता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail.&lt;/b&gt; {rule} Put the card face up on the table. You may not trail while you own a build.</source>
        <translation>&lt;b&gt;डालना।&lt;/b&gt; {rule} पत्ता मेज़ पर खुला रख दें। जब तक कोई बिल्ड आपका है, आप पत्ता नहीं डाल सकते।</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>आपकी बारी</translation>
    </message>
    <message>
        <source>Play exactly one card from your hand, in one of three ways.</source>
        <translation>अपने हाथ से ठीक एक पत्ता चलें, तीन में से किसी एक तरीक़े से।</translation>
    </message>
    <message>
        <source>While you own a build, you must keep a card that can capture it: that card is reserved, and you may only play it to take the build (other groups of the same value may go with it). So every build is taken before the round ends.</source>
        <translation>जब तक कोई बिल्ड आपका है, आपको उसे उठा सकने वाला एक पत्ता रखना होगा: वह पत्ता आरक्षित है, और आप उसे सिर्फ़ बिल्ड उठाने के लिए चल सकते हैं (उसी मान के दूसरे समूह भी साथ में उठ सकते हैं)। इस तरह हर बिल्ड दौर ख़त्म होने से पहले उठ जाता है।</translation>
    </message>
    <message>
        <source>The reserved card</source>
        <translation>आरक्षित पत्ता</translation>
    </message>
    <message>
        <source>Jacks, queens and kings are face cards: they are never summed and never built. A face card captures exactly &lt;b&gt;one&lt;/b&gt; loose card of the same rank (a queen takes one queen, even if two lie on the table); otherwise it can only trail.</source>
        <translation>गुलाम, बेगम और बादशाह तस्वीर वाले पत्ते हैं: इन्हें न कभी जोड़ा जाता है, न इनसे बिल्ड बनता है। तस्वीर वाला पत्ता उसी रैंक का ठीक &lt;b&gt;एक&lt;/b&gt; अकेला पत्ता उठाता है (बेगम एक ही बेगम उठाती है, चाहे मेज़ पर दो पड़ी हों); वरना उसे सिर्फ़ डाला जा सकता है।</translation>
    </message>
    <message>
        <source>Face cards</source>
        <translation>तस्वीर वाले पत्ते</translation>
    </message>
    <message>
        <source>When the last card has been played, the cards left on the table go to the player who made the last capture (the dealer, if nobody captured). This is not a sweep, and neither is a capture on the very last play.</source>
        <translation>आख़िरी पत्ता चले जाने के बाद, मेज़ पर बचे पत्ते उस खिलाड़ी को मिलते हैं जिसने आख़िरी बार पत्ते उठाए थे (अगर किसी ने नहीं उठाए, तो बाँटने वाले को)। यह सफ़ाया नहीं है, और न ही बिल्कुल आख़िरी चाल में पत्ते उठाना सफ़ाया है।</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>आख़िरी बार उठाना</translation>
    </message>
    <message>
        <source>One point for every card captured. Sweeps do not score. The player with more cards wins; a match is this &lt;b&gt;single game&lt;/b&gt;.</source>
        <translation>उठाए गए हर पत्ते का एक अंक। सफ़ाये के अंक नहीं मिलते। ज़्यादा पत्तों वाला खिलाड़ी जीतता है; मैच यही &lt;b&gt;एक बाज़ी&lt;/b&gt; है।</translation>
    </message>
    <message>
        <source>Most cards (27 or more)</source>
        <translation>सबसे ज़्यादा पत्ते (27 या अधिक)</translation>
    </message>
    <message>
        <source>Most spades (7 or more)</source>
        <translation>सबसे ज़्यादा हुकुम (7 या अधिक)</translation>
    </message>
    <message>
        <source>Big cassino: 10 of diamonds</source>
        <translation>बड़ा कसीनो: ईंट का 10</translation>
    </message>
    <message>
        <source>Little cassino: 2 of spades</source>
        <translation>छोटा कसीनो: हुकुम का 2</translation>
    </message>
    <message>
        <source>Each ace</source>
        <translation>हर इक्का</translation>
    </message>
    <message>
        <source>Each sweep</source>
        <translation>हर सफ़ाया</translation>
    </message>
    <message>
        <source>Jack of spades (Spade Cassino)</source>
        <translation>हुकुम का गुलाम (हुकुम कसीनो)</translation>
    </message>
    <message>
        <source>Every other spade (Spade Cassino)</source>
        <translation>बाक़ी हर हुकुम (हुकुम कसीनो)</translation>
    </message>
    <message>
        <source>That is 11 points a game plus sweeps; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>यानी हर बाज़ी में 11 अंक और सफ़ाये; दोनों के पास 26 पत्ते होने पर सबसे ज़्यादा पत्तों का अंक किसी को नहीं मिलता। बाज़ियाँ तब तक खेली जाती हैं जब तक किसी बाज़ी के अंत में किसी खिलाड़ी के &lt;b&gt;{target}&lt;/b&gt; या अधिक अंक न हो जाएँ: मैच ज़्यादा स्कोर वाला जीतता है, और स्कोर बराबर हो तो एक और बाज़ी खेली जाती है। पहले चलने वाला खिलाड़ी हर बाज़ी में बदलता है।</translation>
    </message>
    <message>
        <source>That is 11 points a game; at 26 cards each nobody scores for most cards. Games are played until, at the end of a game, a player has &lt;b&gt;{target}&lt;/b&gt; or more: the match goes to the higher score, and if the scores are level another game is played. The first player alternates from game to game.</source>
        <translation>यानी हर बाज़ी में 11 अंक; दोनों के पास 26 पत्ते होने पर सबसे ज़्यादा पत्तों का अंक किसी को नहीं मिलता। बाज़ियाँ तब तक खेली जाती हैं जब तक किसी बाज़ी के अंत में किसी खिलाड़ी के &lt;b&gt;{target}&lt;/b&gt; या अधिक अंक न हो जाएँ: मैच ज़्यादा स्कोर वाला जीतता है, और स्कोर बराबर हो तो एक और बाज़ी खेली जाती है। पहले चलने वाला खिलाड़ी हर बाज़ी में बदलता है।</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>अंक-गणना</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>उठाए गए पत्ते</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Two to four players, each for themselves. Capture the cards that score: aces, the 2&amp;#9824; and the 10&amp;#9830;, and most cards and most spades. One game decides.</source>
        <translation>दो से चार खिलाड़ी, हर कोई अपने लिए। अंक दिलाने वाले पत्ते उठाएँ: इक्के, 2&amp;#9824; और 10&amp;#9830;, और सबसे ज़्यादा पत्ते व सबसे ज़्यादा हुकुम। एक ही बाज़ी से फ़ैसला होता है।</translation>
    </message>
    <message>
        <source>Aces count 1, jacks 11, queens 12, kings 13.</source>
        <translation>इक्का 1, गुलाम 11, बेगम 12, बादशाह 13 गिना जाता है।</translation>
    </message>
    <message>
        <source>Four cards to each player, and four face up to the table in the first round only. When every hand is empty, four more each from the stock (6 rounds for two players, 4 for three, 3 for four). The player on the dealer's left starts every round.</source>
        <translation>हर खिलाड़ी को चार पत्ते, और सिर्फ़ पहले दौर में चार पत्ते मेज़ पर खुले। जब सभी हाथ ख़ाली हो जाएँ, तो गड्डी से हर एक को चार और (दो खिलाड़ियों के लिए 6 दौर, तीन के लिए 4, चार के लिए 3)। हर दौर की शुरुआत बाँटने वाले के बाएँ बैठा खिलाड़ी करता है।</translation>
    </message>
    <message>
        <source>A loose card is a group of its value. Groups of &lt;b&gt;equal value pair&lt;/b&gt; into one group of that value (two kings make a group of K); number groups &lt;b&gt;combine&lt;/b&gt; into one group worth their sum, at most 10 (a group of 4 with a 2 and a 3 makes 9). J, Q and K only pair. A paired group counts its own value when it is combined further: two aces paired are a group of 1, and with a 4 and a 3 they make 8.</source>
        <translation>मेज़ पर अकेला पड़ा पत्ता अपने मान का एक समूह है। बराबर मान के समूह &lt;b&gt;जोड़ी बनाकर&lt;/b&gt; उसी मान का एक समूह बन जाते हैं (दो बादशाह मिलकर K का समूह बनाते हैं); संख्या वाले समूह &lt;b&gt;मिलकर&lt;/b&gt; अपने जोड़ के बराबर मान का एक समूह बनाते हैं, ज़्यादा से ज़्यादा 10 (4 के समूह के साथ 2 और 3 मिलकर 9 बनते हैं)। J, Q और K सिर्फ़ जोड़ी बनाते हैं। जोड़ी बना समूह आगे मिलाए जाने पर अपना ही मान गिना जाता है: जोड़ी बने दो इक्के 1 का समूह हैं, और 4 व 3 के साथ वे 8 बनाते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take:&lt;/b&gt; play a card and take exactly one group of its value, one that lies there or that you form this turn by pairing and combining table cards.</source>
        <translation>&lt;b&gt;उठाएँ:&lt;/b&gt; एक पत्ता चलें और उसके मान का ठीक एक समूह उठाएँ, जो मेज़ पर पहले से हो या जिसे आप इसी बारी में मेज़ के पत्तों की जोड़ी बनाकर और उन्हें मिलाकर बनाएँ।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Group&lt;/b&gt; (build a group): place a card and form exactly one new group that contains it.</source>
        <translation>&lt;b&gt;समूह&lt;/b&gt; (समूह बनाएँ): एक पत्ता रखें और ठीक एक नया समूह बनाएँ जिसमें वह पत्ता शामिल हो।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drop:&lt;/b&gt; lay the card face up on the table. Always allowed.</source>
        <translation>&lt;b&gt;छोड़ें:&lt;/b&gt; पत्ता मेज़ पर खुला रख दें। यह हमेशा किया जा सकता है।</translation>
    </message>
    <message>
        <source>Groups have no owner: anyone may take them or build on them, and nobody has to hold a card to take their own group.</source>
        <translation>समूहों का कोई मालिक नहीं होता: कोई भी उन्हें उठा सकता है या उन पर समूह बना सकता है, और अपना समूह उठाने के लिए किसी को पत्ता बचाकर रखना ज़रूरी नहीं।</translation>
    </message>
    <message>
        <source>The cards left at the end go to the player who made the last take. Each ace 1, the 2&amp;#9824; 2, the 10&amp;#9830; 2, most cards 1 and most spades 1; when the most is shared, every player sharing it scores the point. No sweeps. The highest total wins.</source>
        <translation>अंत में बचे पत्ते उस खिलाड़ी को मिलते हैं जिसने आख़िरी बार उठाया। हर इक्का 1, 2&amp;#9824; 2, 10&amp;#9830; 2, सबसे ज़्यादा पत्ते 1 और सबसे ज़्यादा हुकुम 1; अगर सबसे ज़्यादा में बराबरी हो, तो बराबरी वाले हर खिलाड़ी को वह अंक मिलता है। सफ़ाये नहीं होते। सबसे ज़्यादा कुल अंक वाला जीतता है।</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>समूह</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>एक बारी</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>अंत और अंक-गणना</translation>
    </message>
    <message>
        <source>{variant} Cassino</source>
        <translation>{variant} कसीनो</translation>
    </message>
    <message>
        <source>{preset} house rules in play</source>
        <translation>{preset} घरेलू नियम लागू हैं</translation>
    </message>
    <message>
        <source>House rules in play</source>
        <translation>लागू घरेलू नियम</translation>
    </message>
    <message>
        <source>Where they differ from the rules below, these house rules decide.</source>
        <translation>जहाँ ये नीचे दिए नियमों से अलग हैं, वहाँ ये घरेलू नियम ही मान्य हैं।</translation>
    </message>
    <message>
        <source>F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game (asks first if a game is under way; a game given up counts as lost)</source>
        <translation>नई बाज़ी (अगर कोई बाज़ी चल रही हो तो पहले पूछता है; छोड़ी गई बाज़ी हार मानी जाती है)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart this deal</source>
        <translation>यह बँटाई फिर से शुरू करें</translation>
    </message>
    <message>
        <source>F3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next game</source>
        <translation>अगली बाज़ी</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review the game just finished move by move (any game: double-click it in the score sheet)</source>
        <translation>अभी ख़त्म हुई बाज़ी को चाल-दर-चाल दोबारा देखें (कोई भी बाज़ी: स्कोर शीट में उस पर डबल-क्लिक करें)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation>पूर्ववत</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coach</source>
        <translation>कोच</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>let the computer lead</source>
        <translation>कंप्यूटर को पहले चलने दें</translation>
    </message>
    <message>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>पूरी स्क्रीन</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show or hide the side panel</source>
        <translation>साइड पैनल दिखाएँ या छिपाएँ</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules</source>
        <translation>ये नियम</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quit</source>
        <translation>बाहर निकलें</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>बायाँ / दायाँ तीर</translation>
    </message>
    <message>
        <source>move along your hand (or the table items)</source>
        <translation>अपने हाथ (या मेज़ की चीज़ों) में आगे-पीछे जाएँ</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>ऊपर / नीचे तीर</translation>
    </message>
    <message>
        <source>move between your hand and the table</source>
        <translation>अपने हाथ और मेज़ के बीच जाएँ</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>स्पेस</translation>
    </message>
    <message>
        <source>select or deselect the card or item</source>
        <translation>पत्ता या चीज़ चुनें, या उसका चुनाव हटाएँ</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>एंटर</translation>
    </message>
    <message>
        <source>play the selected move, or the hint shown on the table; with nothing chosen it does nothing</source>
        <translation>चुनी गई चाल चलें, या मेज़ पर दिखाया गया संकेत; कुछ न चुना हो तो कुछ नहीं होता</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>एस्केप</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>चुनाव हटाएँ</translation>
    </message>
    <message>
        <source>the Capture, Build and Trail buttons</source>
        <translation>उठाएँ, बनाएँ और डालें बटन</translation>
    </message>
    <message>
        <source>in Clearance, the Take, Group and Drop buttons</source>
        <translation>Clearance में, उठाएँ, समूह और छोड़ें बटन</translation>
    </message>
    <message>
        <source>&lt;b&gt;Capture or build:&lt;/b&gt; drag a card from your hand onto the table cards or builds you want to use.</source>
        <translation>&lt;b&gt;उठाना या बनाना:&lt;/b&gt; अपने हाथ से एक पत्ता घसीटकर मेज़ के उन पत्तों या बिल्ड पर ले जाएँ जिन्हें आप इस्तेमाल करना चाहते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trail:&lt;/b&gt; drag a card from your hand onto the empty felt.</source>
        <translation>&lt;b&gt;डालना:&lt;/b&gt; अपने हाथ से एक पत्ता घसीटकर मेज़पोश की ख़ाली जगह पर ले जाएँ।</translation>
    </message>
    <message>
        <source>To use several table items, click them first to select them, then drag your card or &lt;b&gt;double-click&lt;/b&gt; it to play it with the selected items.</source>
        <translation>मेज़ की कई चीज़ें इस्तेमाल करने के लिए, पहले उन पर क्लिक करके उन्हें चुनें, फिर अपना पत्ता घसीटें या चुनी गई चीज़ों के साथ चलने के लिए उस पर &lt;b&gt;डबल-क्लिक&lt;/b&gt; करें।</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Capture&lt;/b&gt;, &lt;b&gt;Build&lt;/b&gt; and &lt;b&gt;Trail&lt;/b&gt; buttons (in Clearance &lt;b&gt;Take&lt;/b&gt;, &lt;b&gt;Group&lt;/b&gt; and &lt;b&gt;Drop&lt;/b&gt;) play the selected hand card with the selected table items. When a play could mean more than one move, you are asked which one.</source>
        <translation>&lt;b&gt;उठाएँ&lt;/b&gt;, &lt;b&gt;बनाएँ&lt;/b&gt; और &lt;b&gt;डालें&lt;/b&gt; बटन (Clearance में &lt;b&gt;उठाएँ&lt;/b&gt;, &lt;b&gt;समूह&lt;/b&gt; और &lt;b&gt;छोड़ें&lt;/b&gt;) हाथ के चुने गए पत्ते को मेज़ की चुनी गई चीज़ों के साथ चलते हैं। अगर किसी चाल के एक से ज़्यादा मतलब हो सकते हों, तो आपसे पूछा जाता है कि कौन-सी चाल चलनी है।</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>नियंत्रण</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>माउस</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>मेज़ पर</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>शॉर्टकट</translation>
    </message>
</context>
<context>
    <name>scene</name>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now select the card of your hand to play with them (Space), or drag it onto them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a card of your hand first (Space), or drag one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>score_model</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of the match; Σ marks the match so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most
cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards: 3 points to whoever has the most (none when the most is shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most
♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades: 1 point to whoever has the most (none when it is shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10♦
2♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cassinos: the 10 of diamonds (big) 2 points, the 2 of spades (little) 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces: 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps: 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, the match score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade
pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade points (Spade Cassino): the jack of spades 2, every other spade 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards: 1 point to every player with the most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades: 1 point to every player with the most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 10 of diamonds and the 2 of spades: 2 points each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, all games so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards captured: one point each; on the Σ rows, all games so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who won the game; on the Σ rows, games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cassinos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>little cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spade points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ</source>
        <comment>the mark of the total rows (the match so far), as in the column's tooltip</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {won}, {cards} in {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points} in {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {points} in {games}; the match is to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n card(s) captured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {captured}, {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) captured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s) captured</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {big} for big cassino (10♦), {little} for little cassino (2♠)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n point(s) for {category}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {breakdown}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total, {name}, {column}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {game}, {name}, {column}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a game, or right-click it, to review it move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review game {game}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seats_panel</name>
    <message>
        <source>South (at the bottom):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West (to South's left):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North (opposite South):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East (to South's right):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer, medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer, expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any seat can be a person. People sharing the screen pass it on at each turn; nobody sees another person's hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays {chair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the person playing {chair}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You (type a name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{chair} (type a name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one seat must be a person's.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A name is at most %n printable character(s), without spaces at either end.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Two people are called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the name of a chair: choose another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>It is the computer's turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved seats are not the match's table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value of another kind ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt could not read it as a settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its {key} is {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file {path} is not a regular file ({kind}), so it was left as it is and your settings are kept for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}), so it was left as it is and your settings are kept for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}) and could not be set aside ({error}), so the defaults are used for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}), so it was set aside as {name} and the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings_dialog</name>
    <message>
        <source>Easy: plays at random among sensible moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium: takes the most it can now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard: plans the round ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert: also reads the cards you may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game's own deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game's own deck in four colours: spades black, hearts red, diamonds blue, clubs green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game's own deck in large print: a big rank and suit on every card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large print in four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How well the computer plays; it applies from the next computer move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table's colour; High contrast is plain black, for the clearest cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the game's words; a change applies at once, without a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note the games played with undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer &amp;leads the first game of a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise you play first; the lead then alternates from game to game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let me &amp;cut the deck before each deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each deal's seed comes from the game's sealed secret and your cut, so neither side chooses the cards; otherwise the game cuts at random for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck} has a back of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of the backs of the built-in deck's cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stats_dialog</name>
    <message>
        <source>No games of {variant} Cassino played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost ({abandoned} given up).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Big cassino (10♦)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little cassino (2♠)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dealt}  (chance {chance})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards each side is dealt are counted from the next game on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cards dealt over %n game(s), beside what chance gives a side for the number of cards it was dealt (the first four table cards are nobody's):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won, {drawn} drawn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>By name, every variant: {people}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today: won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today: lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today: drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today: being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily deal: {played}, {won} won; winning streak {run} (longest {longest}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>In {variant} a match is a single game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games finished, and games given up in the middle (counted as lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games you won, and their share of the games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards in a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best game score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your most cards captured in one game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your most points in one game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times you cleared the table (they do not score in Original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times you cleared the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your most games won in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in which you took a move back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games left for a new one or another variant: each counts as lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each person who gave a name in Variants, under that name, alone at the table or sharing the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}, {item}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset {variant}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero?

This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table_access</name>
    <message>
        <source>{first} and {last}</source>
        <comment>a list of cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed build of {value}, yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build of {value}, yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed build of {value}, the computer’s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build of {value}, the computer’s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed build of {value}, {owner}’s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build of {value}, {owner}’s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have taken %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s) and is to play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s) and is to play.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_controller</name>
    <message>
        <source>The daily deal's first try counts as it is played: no taking back, no dealing again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}♠</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {number} is over: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} win the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match (to {target}): {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Daily deal, {day} —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. This first try counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. A replay: only the day's first try counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— {title}, game {number} (match seed {seed}) —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt fairly —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed before the deal: commitment {commitment}, then cut. The secret is revealed when the game is over (Game ▸ Fair deal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: four more cards each (%n left in the stock).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to {name}: {cards}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your turn: drag a card, or select cards and press a button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: drag a card, or select cards and press a button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer chose a move the rules refuse ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is stuck; start a new game (F2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is turned off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else has played since your last move, and their move is theirs to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took back their last move and the replies to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took back your last move and the replies to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing taken back to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played their move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} played their move and the replies again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played your move again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played your move and the replies again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal was restarted: the same cards, from the first move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move} (press Enter to play it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coach is weighing your moves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final point difference with best play (all cards are known in the last deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated point difference (you minus the computer) by the end of this round, averaged over deals of the cards you cannot see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points (best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points (about as good as the best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points ({gap} against the best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replay of the daily deal: only the day's first try counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. Choose Next game in the Game menu (F3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over. Press F2 for a new match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Press F2 for a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily deal of {day}, won, is counted; winning streak {streak}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily deal of {day}, lost, is counted; winning streak {streak}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily deal of {day}, drawn, is counted; winning streak {streak}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lead can be passed only before the first move of a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match could not be resumed: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed the saved match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table_layout</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>group of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build {value}, fixed · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build {value} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{build} ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds {held} and has taken {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every hand is face down while the screen is passed. On the table: {table}. {others}. {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: {hand}. On the table: {table}. You have taken {taken}; {others}. {stock}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, partner of {partner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>variant_dialog</name>
    <message>
        <source>Four players in two sides, partners opposite (South and North against West and East): captures score together and the match is between sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Cassino would you like to play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title}: {description}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other &amp;players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other players at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partn&amp;erships: South and North against West and East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships are played by four: choose three computers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{opponents} (a table of {players})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} is played by two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clearance, Advanced and Royal seat up to four.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window_parts</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>You</source>
        <translation>आप</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <source>West</source>
        <translation>पश्चिम</translation>
    </message>
    <message>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>East</source>
        <translation>पूर्व</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>इक्का</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>दुक्की</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>तिक्की</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>चौका</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>पंजा</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>छक्का</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>सत्ता</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>अट्ठा</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>नहला</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>दहला</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>गुलाम</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>बेगम</translation>
    </message>
    <message>
        <source>King</source>
        <translation>बादशाह</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>चिड़ी</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ईंट</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>पान</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>हुकुम</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>गुलाम</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>बेगम</translation>
    </message>
    <message>
        <source>king</source>
        <translation>बादशाह</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>डालने की चाल</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>उठाने की चाल</translation>
    </message>
    <message>
        <source>build</source>
        <translation>बिल्ड</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} और {second}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>a queen</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drop {card}</source>
        <translation>आपने {card} छोड़ा</translation>
    </message>
    <message>
        <source>{who} drops {card}</source>
        <translation>{who} ने {card} छोड़ा</translation>
    </message>
    <message>
        <source>You trail {card}</source>
        <translation>आपने {card} डाला</translation>
    </message>
    <message>
        <source>{who} trails {card}</source>
        <translation>{who} ने {card} डाला</translation>
    </message>
    <message>
        <source>You take {cards} with {card}</source>
        <translation>आपने {card} से {cards} को उठाया</translation>
    </message>
    <message>
        <source>{who} takes {cards} with {card}</source>
        <translation>{who} ने {card} से {cards} को उठाया</translation>
    </message>
    <message>
        <source>You build a group of {value}: {card} on {cards}</source>
        <translation>आपने {value} का समूह बनाया: {cards} पर {card}</translation>
    </message>
    <message>
        <source>{who} builds a group of {value}: {card} on {cards}</source>
        <translation>{who} ने {value} का समूह बनाया: {cards} पर {card}</translation>
    </message>
    <message>
        <source>You build {value}: {card} on {cards}</source>
        <translation>आपने {value} का बिल्ड बनाया: {cards} पर {card}</translation>
    </message>
    <message>
        <source>{who} builds {value}: {card} on {cards}</source>
        <translation>{who} ने {value} का बिल्ड बनाया: {cards} पर {card}</translation>
    </message>
    <message>
        <source>Drop {card}</source>
        <translation>{card} छोड़ें</translation>
    </message>
    <message>
        <source>Trail {card}</source>
        <translation>{card} डालें</translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation>{card} से {cards} उठाएँ</translation>
    </message>
    <message>
        <source>Build a group of {value} with {card} on {cards}</source>
        <translation>{cards} पर {card} रखकर {value} का समूह बनाएँ</translation>
    </message>
    <message>
        <source>Build {value} with {card} on {cards}</source>
        <translation>{cards} पर {card} रखकर {value} का बिल्ड बनाएँ</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>छोड़ें</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>डालें</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>बनाएँ</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>उठाएँ</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>a list of cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>घरेलू नियम</translation>
    </message>
    <message>
        <source>{variant} ({rules})</source>
        <translation>{variant} ({rules})</translation>
    </message>
    <message>
        <source>{title} in partnerships</source>
        <translation>{title}, जोड़ियों में</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n points.</source>
        <translation>
            <numerusform>मैच %n अंक तक खेले जाते हैं।</numerusform>
            <numerusform>मैच %n अंकों तक खेले जाते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;roup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>worker</name>
    <message>
        <source>The computer could not think: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.refusals</name>
    <message>
        <source>the game is over</source>
        <translation>बाज़ी ख़त्म हो चुकी है</translation>
    </message>
    <message>
        <source>unknown kind of move {kind!r}</source>
        <translation>अज्ञात तरह की चाल {kind!r}</translation>
    </message>
    <message>
        <source>a trail plays one card and takes none (rule 4.1)</source>
        <translation>डालने की चाल में एक पत्ता चला जाता है और कोई पत्ता उठाया नहीं जाता (नियम 4.1)</translation>
    </message>
    <message>
        <source>a capture has no value of its own; it is the played card's</source>
        <translation>उठाने की चाल का अपना कोई मान नहीं होता; उसका मान चले गए पत्ते का होता है</translation>
    </message>
    <message>
        <source>a {kind} needs at least one table card (rules 4.2, 4.4)</source>
        <translation>{kind} के लिए मेज़ का कम से कम एक पत्ता चाहिए (नियम 4.2, 4.4)</translation>
    </message>
    <message>
        <source>a card is named twice in the move</source>
        <translation>चाल में एक पत्ता दो बार लिखा गया है</translation>
    </message>
    <message>
        <source>the table cards of a move are listed in sort order</source>
        <translation>चाल में मेज़ के पत्ते क्रम से लिखे जाते हैं</translation>
    </message>
    <message>
        <source>{card} is not in the hand of player {seat}</source>
        <translation>{card} खिलाड़ी {seat} के हाथ में नहीं है</translation>
    </message>
    <message>
        <source>{card} is not on the table</source>
        <translation>{card} मेज़ पर नहीं है</translation>
    </message>
    <message>
        <source>a build is taken whole: name all of its cards ({cards})</source>
        <translation>बिल्ड पूरा उठाया जाता है: उसके सारे पत्ते बताएँ ({cards})</translation>
    </message>
    <message>
        <source>you own a build of {values}: you may not trail until it is taken (rule 4.1)</source>
        <translation>{values} का बिल्ड आपका है: जब तक वह उठ न जाए, आप पत्ता नहीं डाल सकते (नियम 4.1)</translation>
    </message>
    <message>
        <source>you own a build of {values}: this turn you must take it in or add to it (house rule)</source>
        <translation>{values} का बिल्ड आपका है: इस बारी में आपको उसे उठाना होगा या उसमें जोड़ना होगा (घरेलू नियम)</translation>
    </message>
    <message>
        <source>you must keep a card to take your build of {value} (rule 4.5)</source>
        <translation>{value} का अपना बिल्ड उठाने के लिए आपको एक पत्ता बचाकर रखना होगा (नियम 4.5)</translation>
    </message>
    <message>
        <source>a {name} takes exactly one loose {name} (rule 4.3)</source>
        <translation>{name} से ठीक एक अकेला पत्ता उठता है, जो {name} हो (नियम 4.3)</translation>
    </message>
    <message>
        <source>a {name} takes every loose {name} at once (house rule)</source>
        <translation>{name} से वे सभी अकेले पत्ते एक साथ उठते हैं जो {name} हों (घरेलू नियम)</translation>
    </message>
    <message>
        <source>{card} is a face card: it is never summed, only paired by its rank (rule 4.3)</source>
        <translation>{card} तस्वीर वाला पत्ता है: उसे कभी जोड़ा नहीं जाता, वह सिर्फ़ अपनी रैंक के पत्ते से जोड़ी बनाता है (नियम 4.3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} is only taken by a {value} (rule 4.2)</source>
        <translation>{value} का बहु-बिल्ड सिर्फ़ {value} से उठता है (नियम 4.2)</translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {worth} to take with {card} (rule 4.2)</source>
        <translation>{cards} को {card} से उठाने के लिए {worth} के समूहों में नहीं बाँटा जा सकता (नियम 4.2)</translation>
    </message>
    <message>
        <source>builds go up to {highest} in {variant} (rule 4.4)</source>
        <translation>{variant} में बिल्ड {highest} तक ही जाते हैं (नियम 4.4)</translation>
    </message>
    <message>
        <source>a build is worth at least 2 (rule 4.4)</source>
        <translation>बिल्ड का मान कम से कम 2 होता है (नियम 4.4)</translation>
    </message>
    <message>
        <source>{card} is a face card: face cards never build in {variant} (rule 4.3)</source>
        <translation>{card} तस्वीर वाला पत्ता है: {variant} में तस्वीर वाले पत्तों से कभी बिल्ड नहीं बनता (नियम 4.3)</translation>
    </message>
    <message>
        <source>there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)</source>
        <translation>मेज़ पर पहले से {value} का एक बिल्ड है: {value} के नए बिल्ड में उसे शामिल करना होगा (नियम 3)</translation>
    </message>
    <message>
        <source>a multiple build of {value} keeps its value: it cannot become {new} (rule 4.4)</source>
        <translation>{value} के बहु-बिल्ड का मान नहीं बदलता: वह {new} नहीं बन सकता (नियम 4.4)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be split into groups of {value} (rule 4.4)</source>
        <translation>{cards} के साथ {card} को {value} के समूहों में नहीं बाँटा जा सकता (नियम 4.4)</translation>
    </message>
    <message>
        <source>you must keep a card that takes {value} to build {value} (rule 4.4)</source>
        <translation>{value} बनाने के लिए आपके पास {value} उठाने वाला एक पत्ता बचा रहना चाहिए (नियम 4.4)</translation>
    </message>
    <message>
        <source>{card} and the named cards do not form a build of {value}</source>
        <translation>{card} और बताए गए पत्ते मिलकर {value} का बिल्ड नहीं बनाते</translation>
    </message>
    <message>
        <source>a build is taken only whole, never summed with other cards (house rule)</source>
        <translation>बिल्ड सिर्फ़ पूरा उठाया जाता है, उसे दूसरे पत्तों के साथ कभी जोड़ा नहीं जाता (घरेलू नियम)</translation>
    </message>
    <message>
        <source>only the played card may raise a build; table cards may not help (house rule)</source>
        <translation>बिल्ड को सिर्फ़ चला गया पत्ता बढ़ा सकता है; मेज़ के पत्ते मदद नहीं कर सकते (घरेलू नियम)</translation>
    </message>
    <message>
        <source>an ace on the table counts 1; aces count 14 only from the hand (house rule)</source>
        <translation>मेज़ पर पड़ा इक्का 1 गिना जाता है; इक्का 14 सिर्फ़ हाथ से चलने पर गिना जाता है (घरेलू नियम)</translation>
    </message>
    <message>
        <source>a play adds to one build at most; two builds are never merged (house rule)</source>
        <translation>एक चाल ज़्यादा से ज़्यादा एक बिल्ड में जोड़ती है; दो बिल्ड कभी मिलाए नहीं जाते (घरेलू नियम)</translation>
    </message>
    <message>
        <source>{cards} cannot be paired or combined into one group of {value} to take with {card} (rule 8)</source>
        <translation>{card} से उठाने के लिए {cards} की जोड़ी बनाकर या उन्हें मिलाकर {value} का एक समूह नहीं बनाया जा सकता (नियम 8)</translation>
    </message>
    <message>
        <source>a group is worth 1 to 13, not {value} (rule 8)</source>
        <translation>समूह का मान 1 से 13 तक होता है, {value} नहीं (नियम 8)</translation>
    </message>
    <message>
        <source>J, Q and K only pair: a group of {value} holds cards of that rank only (rule 8)</source>
        <translation>J, Q और K सिर्फ़ जोड़ी बनाते हैं: {value} के समूह में सिर्फ़ उसी रैंक के पत्ते होते हैं (नियम 8)</translation>
    </message>
    <message>
        <source>{names} add up to {total}: a combined group is worth at most {highest} (rule 8)</source>
        <translation>{names} का जोड़ {total} है: मिलाकर बने समूह का मान ज़्यादा से ज़्यादा {highest} होता है (नियम 8)</translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be paired or combined into one group of {value} (rule 8)</source>
        <translation>{cards} के साथ {card} की जोड़ी बनाकर या उन्हें मिलाकर {value} का एक समूह नहीं बनाया जा सकता (नियम 8)</translation>
    </message>
    <message>
        <source>{count} cards are too many to check as one group of {value}; play fewer at a time (rule 8)</source>
        <translation>{value} के एक समूह के रूप में जाँचने के लिए {count} पत्ते बहुत ज़्यादा हैं; एक बार में कम पत्ते चलें (नियम 8)</translation>
    </message>
</context>
<context>
    <name>engine.house_rules</name>
    <message>
        <source>Builds may be summed</source>
        <translation>बिल्ड जोड़े जा सकते हैं</translation>
    </message>
    <message>
        <source>A single build may be added to other table cards to capture or build (off: a build is taken only whole; a raise by the played card follows the next switch).</source>
        <translation>उठाने या बनाने के लिए एकल बिल्ड को मेज़ के दूसरे पत्तों के साथ जोड़ा जा सकता है (बंद: बिल्ड सिर्फ़ पूरा उठाया जाता है; चले गए पत्ते से बढ़ाना अगले विकल्प के अनुसार होता है)।</translation>
    </message>
    <message>
        <source>Table cards may help raise a build</source>
        <translation>मेज़ के पत्ते बिल्ड बढ़ाने में मदद कर सकते हैं</translation>
    </message>
    <message>
        <source>Loose table cards may join the played card in raising a single build (off: only the played card changes a build's value; loose groups of the new value may still join).</source>
        <translation>मेज़ के अकेले पत्ते एकल बिल्ड को बढ़ाने में चले गए पत्ते का साथ दे सकते हैं (बंद: बिल्ड का मान सिर्फ़ चला गया पत्ता बदलता है; नए मान के अकेले समूह फिर भी जुड़ सकते हैं)।</translation>
    </message>
    <message>
        <source>One build per value</source>
        <translation>हर मान का एक बिल्ड</translation>
    </message>
    <message>
        <source>A new build of a value must take in the build of that value already on the table (off: two may lie there).</source>
        <translation>किसी मान के नए बिल्ड में मेज़ पर पहले से मौजूद उसी मान का बिल्ड शामिल करना होगा (बंद: वहाँ दो बिल्ड हो सकते हैं)।</translation>
    </message>
    <message>
        <source>Aces build alike</source>
        <translation>इक्के पर इक्का</translation>
    </message>
    <message>
        <source>An ace played on a loose ace, by a player holding another, builds aces: a multiple build of 1 (off: a build is worth at least 2).</source>
        <translation>अकेले इक्के पर चला गया इक्का, अगर चलने वाले के पास एक और इक्का हो, तो इक्कों का बिल्ड बनाता है: 1 का बहु-बिल्ड (बंद: बिल्ड का मान कम से कम 2 होता है)।</translation>
    </message>
    <message>
        <source>One play may merge builds</source>
        <translation>एक चाल में बिल्ड मिलाए जा सकते हैं</translation>
    </message>
    <message>
        <source>A build may take in two or more builds already on the table (off: a play adds to one build at most).</source>
        <translation>एक बिल्ड में मेज़ पर पहले से मौजूद दो या अधिक बिल्ड शामिल हो सकते हैं (बंद: एक चाल ज़्यादा से ज़्यादा एक बिल्ड में जोड़ती है)।</translation>
    </message>
    <message>
        <source>The builder's duty</source>
        <translation>बिल्ड बनाने वाले का कर्तव्य</translation>
    </message>
    <message>
        <source>no-trail: whoever owns a build may not trail until it is taken; take-or-add: on the next turn they must take it in or add to it.</source>
        <translation>डालने पर रोक: जिसका बिल्ड है, वह उसके उठने तक पत्ता नहीं डाल सकता; उठाना या जोड़ना: अगली बारी में उसे वह बिल्ड उठाना या उसमें जोड़ना होगा।</translation>
    </message>
    <message>
        <source>Aces on the table count 14</source>
        <translation>मेज़ पर इक्के 14 गिने जाते हैं</translation>
    </message>
    <message>
        <source>A loose ace on the table may count 14 as well as 1 (off: aces are high only when played from the hand).</source>
        <translation>मेज़ पर अकेला पड़ा इक्का 1 के साथ-साथ 14 भी गिना जा सकता है (बंद: इक्का सिर्फ़ हाथ से चलने पर ही ऊँचा होता है)।</translation>
    </message>
    <message>
        <source>Aces count 14 in builds</source>
        <translation>बिल्ड में इक्के 14 गिने जाते हैं</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build, as a group of its own, as when an ace played on an ace builds 14 (off: an ace in a build always counts 1; it still captures as 14).</source>
        <translation>बिल्ड के अंदर इक्का अपने अलग समूह के रूप में 14 गिना जा सकता है, जैसे जब इक्के पर चला गया इक्का 14 बनाता है (बंद: बिल्ड में इक्का हमेशा 1 गिना जाता है; उठाते समय वह फिर भी 14 होता है)।</translation>
    </message>
    <message>
        <source>Face cards take all of their rank</source>
        <translation>तस्वीर वाले पत्ते अपनी रैंक के सारे पत्ते उठाते हैं</translation>
    </message>
    <message>
        <source>A jack, queen or king takes every loose card of its rank at once (off: exactly one).</source>
        <translation>गुलाम, बेगम या बादशाह अपनी रैंक के सारे अकेले पत्ते एक साथ उठाता है (बंद: ठीक एक)।</translation>
    </message>
    <message>
        <source>Sweeps score</source>
        <translation>सफ़ाये के अंक मिलते हैं</translation>
    </message>
    <message>
        <source>Each capture that empties the table scores a point.</source>
        <translation>मेज़ ख़ाली करने वाली हर चाल पर एक अंक मिलता है।</translation>
    </message>
    <message>
        <source>A sweep on the last play counts</source>
        <translation>आख़िरी चाल का सफ़ाया गिना जाता है</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too (where sweeps score).</source>
        <translation>बाज़ी के आख़िरी पत्ते से मेज़ ख़ाली करना भी सफ़ाया है (जहाँ सफ़ाये के अंक मिलते हैं)।</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>हुकुम के अंक</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades scores 2 and every other spade 1, besides the point for most spades.</source>
        <translation>हुकुम कसीनो: सबसे ज़्यादा हुकुम के अंक के अलावा, हुकुम के गुलाम के 2 अंक और बाक़ी हर हुकुम का 1 अंक मिलता है।</translation>
    </message>
    <message>
        <source>Most spades breaks a tie in cards</source>
        <translation>पत्तों में बराबरी हो तो ज़्यादा हुकुम से फ़ैसला</translation>
    </message>
    <message>
        <source>Portuguese: when the most cards is shared (26-26), the tied player with more spades scores the 3 points.</source>
        <translation>पुर्तगाली: जब सबसे ज़्यादा पत्तों में बराबरी हो (26-26), तो बराबरी वाले खिलाड़ियों में से जिसके पास ज़्यादा हुकुम हों, उसे 3 अंक मिलते हैं।</translation>
    </message>
    <message>
        <source>Draw after each play</source>
        <translation>हर चाल के बाद गड्डी से पत्ता लें</translation>
    </message>
    <message>
        <source>Draw Cassino: after each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>ड्रॉ कसीनो: हर चाल के बाद खिलाड़ी गड्डी से एक पत्ता लेता है, इसलिए जब तक गड्डी में पत्ते हैं, हाथ में चार पत्ते रहते हैं।</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>जोड़ियाँ</translation>
    </message>
    <message>
        <source>Four players in two sides, partners sitting opposite: their captures score together and the match is between the sides.</source>
        <translation>चार खिलाड़ी दो पक्षों में, साथी आमने-सामने बैठते हैं: उनके उठाए पत्तों के अंक साथ गिने जाते हैं और मैच दोनों पक्षों के बीच होता है।</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>मैच का लक्ष्य</translation>
    </message>
    <message>
        <source>Points that end a match (21; 31 in Portuguese, 61 in Spade Cassino).</source>
        <translation>वे अंक जिन पर मैच ख़त्म होता है (21; पुर्तगाली में 31, हुकुम कसीनो में 61)।</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>मानक</translation>
    </message>
    <message>
        <source>The rules of this game's rule book, with no house rules.</source>
        <translation>इस खेल की नियम-पुस्तिका के नियम, बिना घरेलू नियमों के।</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>क्लासिक</translation>
    </message>
    <message>
        <source>A build is taken only whole, only the played card raises a build, a play adds to one build at most, two builds of one value may lie on the table, aces build alike, and a sweep on the last play counts.</source>
        <translation>बिल्ड सिर्फ़ पूरा उठाया जाता है, बिल्ड को सिर्फ़ चला गया पत्ता बढ़ाता है, एक चाल ज़्यादा से ज़्यादा एक बिल्ड में जोड़ती है, मेज़ पर एक मान के दो बिल्ड हो सकते हैं, इक्के पर इक्का बिल्ड बनता है, और आख़िरी चाल का सफ़ाया गिना जाता है।</translation>
    </message>
    <message>
        <source>Spade Cassino</source>
        <translation>हुकुम कसीनो</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1; matches go to 61.</source>
        <translation>हुकुम के गुलाम के 2 अंक और बाक़ी हर हुकुम का 1 अंक मिलता है; मैच 61 अंकों तक खेले जाते हैं।</translation>
    </message>
    <message>
        <source>Draw Cassino</source>
        <translation>ड्रॉ कसीनो</translation>
    </message>
    <message>
        <source>After each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation>हर चाल के बाद खिलाड़ी गड्डी से एक पत्ता लेता है, इसलिए जब तक गड्डी में पत्ते हैं, हाथ में चार पत्ते रहते हैं।</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>पुर्तगाली</translation>
    </message>
    <message>
        <source>Matches go to 31, and at 26 cards each the player with more spades scores most cards.</source>
        <translation>मैच 31 अंकों तक खेले जाते हैं, और दोनों के पास 26 पत्ते होने पर ज़्यादा हुकुम वाले को सबसे ज़्यादा पत्तों के अंक मिलते हैं।</translation>
    </message>
    <message>
        <source>California</source>
        <translation>कैलिफ़ोर्निया</translation>
    </message>
    <message>
        <source>No points for sweeps, and a face card takes every loose card of its rank at once.</source>
        <translation>सफ़ाये के अंक नहीं मिलते, और तस्वीर वाला पत्ता अपनी रैंक के सारे अकेले पत्ते एक साथ उठाता है।</translation>
    </message>
    <message>
        <source>A single build may be summed with other cards, as a card of its value.</source>
        <translation>एकल बिल्ड को अपने मान के एक पत्ते की तरह दूसरे पत्तों के साथ जोड़ा जा सकता है।</translation>
    </message>
    <message>
        <source>A build is taken only whole: it is never summed with other cards.</source>
        <translation>बिल्ड सिर्फ़ पूरा उठाया जाता है: उसे कभी दूसरे पत्तों के साथ जोड़ा नहीं जाता।</translation>
    </message>
    <message>
        <source>Table cards may help the played card raise a build.</source>
        <translation>मेज़ के पत्ते बिल्ड बढ़ाने में चले गए पत्ते की मदद कर सकते हैं।</translation>
    </message>
    <message>
        <source>Only the played card raises a build (loose groups of the new value may join it).</source>
        <translation>बिल्ड को सिर्फ़ चला गया पत्ता बढ़ाता है (नए मान के अकेले समूह उसमें जुड़ सकते हैं)।</translation>
    </message>
    <message>
        <source>A new build takes in the build of its value already on the table.</source>
        <translation>नया बिल्ड मेज़ पर पहले से मौजूद अपने मान के बिल्ड को अपने में शामिल कर लेता है।</translation>
    </message>
    <message>
        <source>Two builds of one value may lie on the table.</source>
        <translation>मेज़ पर एक मान के दो बिल्ड हो सकते हैं।</translation>
    </message>
    <message>
        <source>An ace on a loose ace builds aces, a build of 1, by a player holding another.</source>
        <translation>एक और इक्का रखने वाला खिलाड़ी अकेले इक्के पर इक्का चलकर इक्कों का बिल्ड बनाता है, यानी 1 का बिल्ड।</translation>
    </message>
    <message>
        <source>A build is worth at least 2.</source>
        <translation>बिल्ड का मान कम से कम 2 होता है।</translation>
    </message>
    <message>
        <source>One play may merge builds into one.</source>
        <translation>एक चाल में कई बिल्ड मिलाकर एक बनाए जा सकते हैं।</translation>
    </message>
    <message>
        <source>A play adds to one build at most; two builds are never merged.</source>
        <translation>एक चाल ज़्यादा से ज़्यादा एक बिल्ड में जोड़ती है; दो बिल्ड कभी मिलाए नहीं जाते।</translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build.</source>
        <translation>बिल्ड के अंदर इक्का 14 गिना जा सकता है।</translation>
    </message>
    <message>
        <source>An ace in a build always counts 1.</source>
        <translation>बिल्ड में इक्का हमेशा 1 गिना जाता है।</translation>
    </message>
    <message>
        <source>Whoever owns a build may not trail until it is taken.</source>
        <translation>जिसका बिल्ड है, वह उसके उठने तक पत्ता नहीं डाल सकता।</translation>
    </message>
    <message>
        <source>Whoever owns a build must take it in or add to it on their next turn.</source>
        <translation>जिसका बिल्ड है, उसे अपनी अगली बारी में वह बिल्ड उठाना या उसमें जोड़ना होगा।</translation>
    </message>
    <message>
        <source>An ace on the table may count 14.</source>
        <translation>मेज़ पर पड़ा इक्का 14 गिना जा सकता है।</translation>
    </message>
    <message>
        <source>Aces on the table count 1; an ace counts 14 only when played from the hand.</source>
        <translation>मेज़ पर पड़े इक्के 1 गिने जाते हैं; इक्का 14 सिर्फ़ हाथ से चलने पर गिना जाता है।</translation>
    </message>
    <message>
        <source>A face card takes every loose card of its rank at once.</source>
        <translation>तस्वीर वाला पत्ता अपनी रैंक के सारे अकेले पत्ते एक साथ उठाता है।</translation>
    </message>
    <message>
        <source>A face card takes one loose card of its rank.</source>
        <translation>तस्वीर वाला पत्ता अपनी रैंक का एक अकेला पत्ता उठाता है।</translation>
    </message>
    <message>
        <source>Each sweep scores a point.</source>
        <translation>हर सफ़ाये पर एक अंक मिलता है।</translation>
    </message>
    <message>
        <source>Sweeps do not score.</source>
        <translation>सफ़ाये के अंक नहीं मिलते।</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too.</source>
        <translation>बाज़ी के आख़िरी पत्ते से मेज़ ख़ाली करना भी सफ़ाया है।</translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is no sweep.</source>
        <translation>बाज़ी के आख़िरी पत्ते से मेज़ ख़ाली करना सफ़ाया नहीं है।</translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1.</source>
        <translation>हुकुम के गुलाम के 2 अंक और बाक़ी हर हुकुम का 1 अंक मिलता है।</translation>
    </message>
    <message>
        <source>Spades score only for most spades.</source>
        <translation>हुकुम के अंक सिर्फ़ सबसे ज़्यादा हुकुम के लिए मिलते हैं।</translation>
    </message>
    <message>
        <source>At 26 cards each, the player with more spades scores most cards.</source>
        <translation>दोनों के पास 26 पत्ते होने पर, ज़्यादा हुकुम वाले खिलाड़ी को सबसे ज़्यादा पत्तों के अंक मिलते हैं।</translation>
    </message>
    <message>
        <source>At 26 cards each, nobody scores most cards.</source>
        <translation>दोनों के पास 26 पत्ते होने पर, सबसे ज़्यादा पत्तों के अंक किसी को नहीं मिलते।</translation>
    </message>
    <message>
        <source>Four play in two partnerships, partners opposite, scoring and winning together.</source>
        <translation>चार खिलाड़ी दो जोड़ियों में खेलते हैं, साथी आमने-सामने बैठते हैं और साथ अंक बनाते व साथ जीतते हैं।</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>हर कोई अपने लिए खेलता है।</translation>
    </message>
    <message>
        <source>Cards are dealt four at a time when every hand is empty.</source>
        <translation>सभी हाथ ख़ाली होने पर पत्ते चार-चार करके बाँटे जाते हैं।</translation>
    </message>
</context>
<context>
    <name>engine.variants</name>
    <message>
        <source>Original</source>
        <translation>मूल</translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Aces are 1 or 14, jacks 11, queens 12, kings 13, and every card builds. One game decides.</source>
        <translation>कंप्यूटर से ज़्यादा पत्ते उठाएँ। इक्का 1 या 14, गुलाम 11, बेगम 12, बादशाह 13, और हर पत्ते से बिल्ड बनता है। एक ही बाज़ी से फ़ैसला होता है।</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>उन्नत</translation>
    </message>
    <message>
        <source>Classic scoring: big and little cassino, aces, most cards, most spades and sweeps, in games to 21. Aces are 1; jacks, queens and kings only pair, one card at a time.</source>
        <translation>क्लासिक अंक-गणना: बड़ा और छोटा कसीनो, इक्के, सबसे ज़्यादा पत्ते, सबसे ज़्यादा हुकुम और सफ़ाये, 21 अंकों तक के मैच में। इक्का 1; गुलाम, बेगम और बादशाह सिर्फ़ जोड़ी बनाते हैं, एक बार में एक पत्ता।</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>रॉयल</translation>
    </message>
    <message>
        <source>Classic scoring in games to 21, with the building of Original: aces are 1 or 14, jacks 11, queens 12, kings 13, and builds go up to 14.</source>
        <translation>21 अंकों तक के मैच में क्लासिक अंक-गणना, मूल जैसे बिल्ड के साथ: इक्का 1 या 14, गुलाम 11, बेगम 12, बादशाह 13, और बिल्ड 14 तक जाते हैं।</translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation>Clearance</translation>
    </message>
    <message>
        <source>Cassino as it is played in India, by two to four players. Pair groups of equal value, combine numbers up to 10, and take one group a turn. Aces, the 2♠ and the 10♦ score; no owners, no sweeps, one game decides.</source>
        <translation>कसीनो, जैसा भारत में खेला जाता है, दो से चार खिलाड़ियों के लिए। बराबर मान के समूहों की जोड़ी बनाएँ, 10 तक की संख्याएँ मिलाएँ, और हर बारी में एक समूह उठाएँ। इक्के, 2♠ और 10♦ के अंक मिलते हैं; कोई मालिक नहीं, कोई सफ़ाया नहीं, एक ही बाज़ी से फ़ैसला।</translation>
    </message>
</context>
<context>
    <name>engine.levels</name>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>सभी सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>सभी के लिए हाँ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>सभी के लिए नहीं (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>निरस्त करें</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>त्यागें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट पुनर्स्थापित करें</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सभी चुनें</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>काटें (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>लिंक का पता कॉपी करें (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिपकाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सभी चुनें</translation>
    </message>
</context>
</TS>
