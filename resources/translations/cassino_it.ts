<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>storage</name>
    <message>
        <source>was written by a newer version of Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{directory} is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder {directory} could not be made: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a special file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game {path} {why}, so it was left as it is and your games are saved beside it as {beside}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your games are not saved this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved because it could not be written as JSON ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved because {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be understood: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}) or set aside, so a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game saved as {name} could not be read ({reason}), so it was set aside and a new game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file {path} {why}, so it was left as it is and your statistics are kept beside it in {beside}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file {path} {why} and {beside} beside it {why_beside}, so both were left as they are and your statistics are not saved this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics could not be read from {path} ({reason}), so they will not be saved this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics were not saved, so as not to replace {path}, which could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics could not be saved in {folder} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics could not be saved to {path} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}) and could not be set aside ({why}), so your statistics start again from zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file {name} was damaged ({reason}), so it was set aside as {aside} and your statistics start again from zero.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>message_bar</name>
    <message>
        <source>Message about your files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this message (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pass_screen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, press the button when only you can see the screen: your hand will show. Everyone's cards are face down until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drop {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} drops {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You trail {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} trails {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take {cards} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {cards} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You build a group of {value}: {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} builds a group of {value}: {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You build {value}: {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} builds {value}: {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {cards} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a group of {value} with {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build {value} with {card} on {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{variant} ({rules})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} in partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine.refusals</name>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind of move {kind!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trail plays one card and takes none (rule 4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a capture has no value of its own; it is the played card's</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {kind} needs at least one table card (rules 4.2, 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card is named twice in the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table cards of a move are listed in sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in the hand of player {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a build is taken whole: name all of its cards ({cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you own a build of {values}: you may not trail until it is taken (rule 4.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you own a build of {values}: this turn you must take it in or add to it (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you must keep a card to take your build of {value} (rule 4.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {name} takes exactly one loose {name} (rule 4.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {name} takes every loose {name} at once (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a face card: it is never summed, only paired by its rank (rule 4.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a multiple build of {value} is only taken by a {value} (rule 4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cannot be split into groups of {worth} to take with {card} (rule 4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>builds go up to {highest} in {variant} (rule 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a build is worth at least 2 (rule 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is a face card: face cards never build in {variant} (rule 4.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a build of {value} on the table: a new build of {value} must take it in (rule 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a multiple build of {value} keeps its value: it cannot become {new} (rule 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be split into groups of {value} (rule 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you must keep a card that takes {value} to build {value} (rule 4.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} and the named cards do not form a build of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a build is taken only whole, never summed with other cards (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the played card may raise a build; table cards may not help (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ace on the table counts 1; aces count 14 only from the hand (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a play adds to one build at most; two builds are never merged (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} cannot be paired or combined into one group of {value} to take with {card} (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group is worth 1 to 13, not {value} (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J, Q and K only pair: a group of {value} holds cards of that rank only (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} add up to {total}: a combined group is worth at most {highest} (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} with {cards} cannot be paired or combined into one group of {value} (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards are too many to check as one group of {value}; play fewer at a time (rule 8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.house_rules</name>
    <message>
        <source>Builds may be summed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single build may be added to other table cards to capture or build (off: a build is taken only whole; a raise by the played card follows the next switch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table cards may help raise a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose table cards may join the played card in raising a single build (off: only the played card changes a build's value; loose groups of the new value may still join).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One build per value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new build of a value must take in the build of that value already on the table (off: two may lie there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces build alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace played on a loose ace, by a player holding another, builds aces: a multiple build of 1 (off: a build is worth at least 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One play may merge builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build may take in two or more builds already on the table (off: a play adds to one build at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The builder's duty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no-trail: whoever owns a build may not trail until it is taken; take-or-add: on the next turn they must take it in or add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces on the table count 14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loose ace on the table may count 14 as well as 1 (off: aces are high only when played from the hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces count 14 in builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build, as a group of its own, as when an ace played on an ace builds 14 (off: an ace in a build always counts 1; it still captures as 14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face cards take all of their rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jack, queen or king takes every loose card of its rank at once (off: exactly one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each capture that empties the table scores a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sweep on the last play counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too (where sweeps score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades scores 2 and every other spade 1, besides the point for most spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most spades breaks a tie in cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese: when the most cards is shared (26-26), the tied player with more spades scores the 3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw after each play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Cassino: after each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players in two sides, partners sitting opposite: their captures score together and the match is between the sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points that end a match (21; 31 in Portuguese, 61 in Spade Cassino).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of this game's rule book, with no house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build is taken only whole, only the played card raises a build, a play adds to one build at most, two builds of one value may lie on the table, aces build alike, and a sweep on the last play counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spade Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1; matches go to 61.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Cassino</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each play the player draws a card, so hands stay at four while the stock lasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches go to 31, and at 26 cards each the player with more spades scores most cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>California</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No points for sweeps, and a face card takes every loose card of its rank at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single build may be summed with other cards, as a card of its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build is taken only whole: it is never summed with other cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table cards may help the played card raise a build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the played card raises a build (loose groups of the new value may join it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new build takes in the build of its value already on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two builds of one value may lie on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace on a loose ace builds aces, a build of 1, by a player holding another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build is worth at least 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One play may merge builds into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play adds to one build at most; two builds are never merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace may count 14 inside a build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace in a build always counts 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever owns a build may not trail until it is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever owns a build must take it in or add to it on their next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ace on the table may count 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces on the table count 1; an ace counts 14 only when played from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face card takes every loose card of its rank at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face card takes one loose card of its rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each sweep scores a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweeps do not score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is a sweep too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emptying the table with the last card of the game is no sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jack of spades scores 2 and every other spade 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades score only for most spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 26 cards each, the player with more spades scores most cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 26 cards each, nobody scores most cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four play in two partnerships, partners opposite, scoring and winning together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are dealt four at a time when every hand is empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.variants</name>
    <message>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture more cards than the computer. Aces are 1 or 14, jacks 11, queens 12, kings 13, and every card builds. One game decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic scoring: big and little cassino, aces, most cards, most spades and sweeps, in games to 21. Aces are 1; jacks, queens and kings only pair, one card at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic scoring in games to 21, with the building of Original: aces are 1 or 14, jacks 11, queens 12, kings 13, and builds go up to 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cassino as it is played in India, by two to four players. Pair groups of equal value, combine numbers up to 10, and take one group a turn. Aces, the 2♠ and the 10♦ score; no owners, no sweeps, one game decides.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine.levels</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
