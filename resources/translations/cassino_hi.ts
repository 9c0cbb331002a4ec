<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>json_words</name>
    <message>
        <source>the text {text}</source>
        <translation>टेक्स्ट {text}</translation>
    </message>
    <message>
        <source>a number too big</source>
        <translation>बहुत बड़ी संख्या</translation>
    </message>
    <message>
        <source>a fraction</source>
        <translation>एक भिन्नात्मक संख्या</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>एक सूची</translation>
    </message>
    <message>
        <source>an empty list</source>
        <translation>एक ख़ाली सूची</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>एक ऑब्जेक्ट</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>कुछ और</translation>
    </message>
</context>
<context>
    <name>savegame</name>
    <message>
        <source>it was written by a newer version ({version})</source>
        <translation>वह एक नए संस्करण ({version}) से लिखी गई है</translation>
    </message>
    <message>
        <source>the deal of game {number} is not what it promised: {reason}</source>
        <translation>बाज़ी {number} की बँटाई अपनी प्रतिबद्धता से मेल नहीं खाती: {reason}</translation>
    </message>
    <message>
        <source>it is {problem}</source>
        <translation>उसमें समस्या है: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>it must be for %n player(s) in {variant}, not {value}</source>
        <translation>
            <numerusform>{variant} में वह %n खिलाड़ी के लिए होनी चाहिए, {value} के लिए नहीं</numerusform>
            <numerusform>{variant} में वह %n खिलाड़ियों के लिए होनी चाहिए, {value} के लिए नहीं</numerusform>
        </translation>
    </message>
    <message>
        <source>it must be for {first} or {second} players in {variant}, not {value}</source>
        <translation>{variant} में वह {first} या {second} खिलाड़ियों के लिए होनी चाहिए, {value} के लिए नहीं</translation>
    </message>
    <message>
        <source>it must be for {first} or {second} or {third} players in {variant}, not {value}</source>
        <translation>{variant} में वह {first} या {second} या {third} खिलाड़ियों के लिए होनी चाहिए, {value} के लिए नहीं</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>वह टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>वह ख़ाली है</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>उसमें नेस्टिंग बहुत गहरी है</translation>
    </message>
    <message>
        <source>it is {value}, not a saved match</source>
        <translation>वह {value} है, सहेजा गया मैच नहीं</translation>
    </message>
    <message>
        <source>it is not a saved Cassino match</source>
        <translation>वह कसीनो का सहेजा गया मैच नहीं है</translation>
    </message>
    <message>
        <source>it has no {key}</source>
        <translation>उसमें {key} नहीं है</translation>
    </message>
    <message>
        <source>its version must be a whole number, not {value}</source>
        <translation>उसका संस्करण पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>it has an unknown version ({version})</source>
        <translation>उसका संस्करण ({version}) अज्ञात है</translation>
    </message>
    <message>
        <source>it has an unknown field {key}</source>
        <translation>उसमें एक अज्ञात फ़ील्ड {key} है</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}, not {value}</source>
        <translation>उसका बीज 0 से {largest} तक की पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its first leader must be a seat from 0 to {last}, not {value}</source>
        <translation>उसमें पहले चलने वाली सीट 0 से {last} तक की होनी चाहिए, {value} नहीं</translation>
    </message>
    <message numerus="yes">
        <source>its totals must be a list of %n score(s), not {value}</source>
        <translation>
            <numerusform>उसके कुल स्कोर %n स्कोर की सूची होने चाहिए, {value} नहीं</numerusform>
            <numerusform>उसके कुल स्कोर %n स्कोरों की सूची होने चाहिए, {value} नहीं</numerusform>
        </translation>
    </message>
    <message>
        <source>total {number} must be a whole number from 0 up, not {value}</source>
        <translation>कुल स्कोर {number} 0 या उससे बड़ी पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its games must be a list of games, not {value}</source>
        <translation>उसकी बाज़ियाँ बाज़ियों की सूची होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its {key} must be true or false, not {value}</source>
        <translation>उसका {key} true या false होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its seats cannot be played: {reason}</source>
        <translation>उसकी सीटों से खेला नहीं जा सकता: {reason}</translation>
    </message>
    <message>
        <source>its daily deal must be a date such as {example}, not {value}</source>
        <translation>उसकी आज की बँटाई {example} जैसी कोई तारीख़ होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its seed is not the daily deal of {day}</source>
        <translation>उसका बीज {day} की बँटाई का बीज नहीं है</translation>
    </message>
    <message numerus="yes">
        <source>its deals must be a list of at most %n deal(s), not {value}</source>
        <translation>
            <numerusform>उसकी बँटाइयाँ ज़्यादा से ज़्यादा %n बँटाई की सूची होनी चाहिए, {value} नहीं</numerusform>
            <numerusform>उसकी बँटाइयाँ ज़्यादा से ज़्यादा %n बँटाइयों की सूची होनी चाहिए, {value} नहीं</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal of game {number} must be an object of {keys}</source>
        <translation>बाज़ी {number} की बँटाई {keys} कुंजियों वाला ऑब्जेक्ट होनी चाहिए</translation>
    </message>
    <message numerus="yes">
        <source>the deal of game {number} must hold texts (a cut of %n character(s) at most)</source>
        <translation>
            <numerusform>बाज़ी {number} की बँटाई में टेक्स्ट होने चाहिए (काट ज़्यादा से ज़्यादा %n अक्षर का)</numerusform>
            <numerusform>बाज़ी {number} की बँटाई में टेक्स्ट होने चाहिए (काट ज़्यादा से ज़्यादा %n अक्षरों का)</numerusform>
        </translation>
    </message>
    <message>
        <source>the game in progress must be a list of moves, not {value}</source>
        <translation>चल रही बाज़ी चालों की सूची होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>game {game} must be a list of moves, not {value}</source>
        <translation>बाज़ी {game} चालों की सूची होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>move {move} of the game in progress must be text such as {example}, not {value}</source>
        <translation>चल रही बाज़ी की चाल {move} {example} जैसा टेक्स्ट होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>move {move} of game {game} must be text such as {example}, not {value}</source>
        <translation>बाज़ी {game} की चाल {move} {example} जैसा टेक्स्ट होनी चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its variant must be a name such as {example}, not {value}</source>
        <translation>उसका प्रकार {example} जैसा कोई नाम होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its variant {name} is unknown</source>
        <translation>उसका प्रकार {name} अज्ञात है</translation>
    </message>
    <message>
        <source>its house rules must be an object, not {value}</source>
        <translation>उसके घरेलू नियम एक ऑब्जेक्ट होने चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>its house rules are wrong: {reason}</source>
        <translation>उसके घरेलू नियम ग़लत हैं: {reason}</translation>
    </message>
    <message>
        <source>its seed must be a whole number from 0 to {largest}</source>
        <translation>उसका बीज 0 से {largest} तक की पूर्ण संख्या होना चाहिए</translation>
    </message>
    <message>
        <source>it is not the daily deal of {day} as it is dealt</source>
        <translation>वह {day} की बँटाई से मेल नहीं खाती, जैसी वह असल में बाँटी जाती है</translation>
    </message>
    <message>
        <source>game {number} was played after the match was over</source>
        <translation>बाज़ी {number} मैच ख़त्म होने के बाद खेली गई</translation>
    </message>
    <message>
        <source>game {number} does not end after its moves</source>
        <translation>बाज़ी {number} अपनी चालों के बाद ख़त्म नहीं होती</translation>
    </message>
    <message>
        <source>its scores do not match its moves</source>
        <translation>उसके स्कोर उसकी चालों से मेल नहीं खाते</translation>
    </message>
    <message>
        <source>it has moves of a game {number} but the match was over after game {last}</source>
        <translation>उसमें बाज़ी {number} की चालें हैं, पर मैच बाज़ी {last} के बाद ख़त्म हो चुका था</translation>
    </message>
    <message>
        <source>game {number} is over after its moves but is saved as the game in progress</source>
        <translation>बाज़ी {number} अपनी चालों के बाद ख़त्म हो जाती है, पर चल रही बाज़ी के रूप में सहेजी गई है</translation>
    </message>
    <message>
        <source>move {move} of game {game} is not a move: {reason}</source>
        <translation>बाज़ी {game} की चाल {move} कोई चाल नहीं है: {reason}</translation>
    </message>
    <message>
        <source>move {move} of game {game} comes after the end of the game</source>
        <translation>बाज़ी {game} की चाल {move} बाज़ी ख़त्म होने के बाद आती है</translation>
    </message>
    <message>
        <source>move {move} of game {game} is illegal: {reason}</source>
        <translation>बाज़ी {game} की चाल {move} नियमों के विरुद्ध है: {reason}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>more games won and drawn than games played</source>
        <translation>खेली गई बाज़ियों से ज़्यादा जीती और बराबर रही बाज़ियाँ</translation>
    </message>
    <message>
        <source>more matches won than matches played</source>
        <translation>खेले गए मैचों से ज़्यादा जीते गए मैच</translation>
    </message>
    <message>
        <source>the longest winning streak is longer than the games won</source>
        <translation>सबसे लंबी लगातार जीत जीती गई बाज़ियों से ज़्यादा है</translation>
    </message>
    <message>
        <source>the current winning streak is longer than the longest</source>
        <translation>मौजूदा लगातार जीत सबसे लंबी लगातार जीत से भी लंबी है</translation>
    </message>
    <message>
        <source>more games with undo than games played</source>
        <translation>खेली गई बाज़ियों से ज़्यादा पूर्ववत वाली बाज़ियाँ</translation>
    </message>
    <message>
        <source>more games given up than games lost</source>
        <translation>हारी गई बाज़ियों से ज़्यादा छोड़ी गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>a best score or sweeps without any game played</source>
        <translation>बिना कोई बाज़ी खेले सबसे अच्छा स्कोर या सफ़ाये</translation>
    </message>
    <message>
        <source>more deals counted than games played</source>
        <translation>खेली गई बाज़ियों से ज़्यादा गिनी गई बँटाइयाँ</translation>
    </message>
    <message>
        <source>more cards dealt than the deals held</source>
        <translation>बँटाइयों में जितने पत्ते थे, उससे ज़्यादा पत्ते बाँटे गए</translation>
    </message>
    <message>
        <source>more big cassino dealt than the deals held</source>
        <translation>बँटाइयों में जितने बड़े कसीनो थे, उससे ज़्यादा बाँटे गए</translation>
    </message>
    <message>
        <source>more little cassino dealt than the deals held</source>
        <translation>बँटाइयों में जितने छोटे कसीनो थे, उससे ज़्यादा बाँटे गए</translation>
    </message>
    <message>
        <source>more aces dealt than the deals held</source>
        <translation>बँटाइयों में जितने इक्के थे, उससे ज़्यादा बाँटे गए</translation>
    </message>
    <message>
        <source>more spades dealt than the deals held</source>
        <translation>बँटाइयों में जितने हुकुम थे, उससे ज़्यादा बाँटे गए</translation>
    </message>
    <message>
        <source>daily {field} must be a text, not {value}</source>
        <translation>आज की बँटाई का {field} टेक्स्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>daily {field} must be a whole number from 0 up, not {value}</source>
        <translation>आज की बँटाई का {field} 0 या उससे बड़ी पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>daily {field} is implausibly large ({value})</source>
        <translation>आज की बँटाई का {field} अविश्वसनीय रूप से बड़ा है ({value})</translation>
    </message>
    <message numerus="yes">
        <source>daily days must be a list of at most %n date(s)</source>
        <translation>
            <numerusform>आज की बँटाई के days अधिक से अधिक %n तारीख़ की सूची होने चाहिए</numerusform>
            <numerusform>आज की बँटाई के days अधिक से अधिक %n तारीख़ों की सूची होने चाहिए</numerusform>
        </translation>
    </message>
    <message>
        <source>daily days must be dates in order, each once, after {field}</source>
        <translation>आज की बँटाई के days क्रम से तारीख़ें होने चाहिए, हर एक एक बार, {field} के बाद</translation>
    </message>
    <message>
        <source>daily dates are written {example}, not {text}</source>
        <translation>आज की बँटाई की तारीख़ें {example} की तरह लिखी जाती हैं, {text} की तरह नहीं</translation>
    </message>
    <message>
        <source>the daily result {result} is not {won}, {lost} or {drawn}</source>
        <translation>आज की बँटाई का नतीजा {result} न {won} है, न {lost}, न {drawn}</translation>
    </message>
    <message>
        <source>more daily deals won, or in a row, than played</source>
        <translation>आज की बँटाई में खेले गए दिनों से ज़्यादा जीते गए दिन, या लगातार जीत के दिन</translation>
    </message>
    <message>
        <source>more games won or drawn than played</source>
        <translation>खेली गई बाज़ियों से ज़्यादा जीती या बराबर रही बाज़ियाँ</translation>
    </message>
    <message>
        <source>{field} must be a whole number, not {value}</source>
        <translation>{field} पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>{field} must not be negative (it is {value})</source>
        <translation>{field} ऋणात्मक नहीं होना चाहिए (वह {value} है)</translation>
    </message>
    <message>
        <source>{field} is implausibly large ({value})</source>
        <translation>{field} अविश्वसनीय रूप से बड़ा है ({value})</translation>
    </message>
    <message>
        <source>statistics must be text, not {value}</source>
        <translation>आँकड़े टेक्स्ट होने चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>expected a JSON object, not {value}</source>
        <translation>JSON ऑब्जेक्ट अपेक्षित था, {value} नहीं</translation>
    </message>
    <message>
        <source>not a Cassino statistics file (the format is not {format})</source>
        <translation>कसीनो की आँकड़ों की फ़ाइल नहीं (फ़ॉर्मैट {format} नहीं है)</translation>
    </message>
    <message>
        <source>the version must be a whole number, not {value}</source>
        <translation>संस्करण पूर्ण संख्या होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>written by a newer version of Cassino (statistics version {version})</source>
        <translation>कसीनो के नए संस्करण से लिखी गई (आँकड़ों का संस्करण {version})</translation>
    </message>
    <message>
        <source>unsupported statistics version {version}</source>
        <translation>आँकड़ों का असमर्थित संस्करण {version}</translation>
    </message>
    <message>
        <source>unknown key {key}</source>
        <translation>अज्ञात कुंजी {key}</translation>
    </message>
    <message>
        <source>no {key} key</source>
        <translation>कुंजी {key} नहीं है</translation>
    </message>
    <message>
        <source>{key} must be an object, not {value}</source>
        <translation>{key} एक ऑब्जेक्ट होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>unknown variant {name}</source>
        <translation>अज्ञात प्रकार {name}</translation>
    </message>
    <message>
        <source>{key} must be the mark of a game, not {value}</source>
        <translation>{key} किसी बाज़ी का निशान होना चाहिए, {value} नहीं</translation>
    </message>
    <message>
        <source>{key}: expected an object, not {value}</source>
        <translation>{key}: ऑब्जेक्ट अपेक्षित था, {value} नहीं</translation>
    </message>
    <message>
        <source>{key}: implausibly many ({count})</source>
        <translation>{key}: अविश्वसनीय रूप से बहुत ज़्यादा ({count})</translation>
    </message>
    <message>
        <source>{key}: {name} is not a name</source>
        <translation>{key}: {name} कोई नाम नहीं है</translation>
    </message>
    <message>
        <source>{key}: {name}'s record must be an object of {fields}</source>
        <translation>{key}: {name} का रिकॉर्ड {fields} वाला ऑब्जेक्ट होना चाहिए</translation>
    </message>
    <message>
        <source>{key}: {name}: {problem}</source>
        <translation>{key}: {name}: {problem}</translation>
    </message>
    <message>
        <source>{key}: unknown field {field}</source>
        <translation>{key}: अज्ञात फ़ील्ड {field}</translation>
    </message>
    <message>
        <source>{key}: missing field {field}</source>
        <translation>{key}: फ़ील्ड {field} नहीं है</translation>
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
        <source>Your statistics could not be saved because {problem}</source>
        <translation>आपके आँकड़े सहेजे नहीं जा सके, क्योंकि {problem}</translation>
    </message>
    <message numerus="yes">
        <source>Your statistics were not saved this time: another Cassino kept them busy for over %n second(s).</source>
        <translation>
            <numerusform>इस बार आपके आँकड़े नहीं सहेजे गए: किसी दूसरे Cassino ने उन्हें %n सेकंड से ज़्यादा घेरे रखा।</numerusform>
            <numerusform>इस बार आपके आँकड़े नहीं सहेजे गए: किसी दूसरे Cassino ने उन्हें %n सेकंड से ज़्यादा घेरे रखा।</numerusform>
        </translation>
    </message>
    <message>
        <source>Your statistics could not be locked in {folder} ({reason}), so they were not saved this time.</source>
        <translation>आपके आँकड़े {folder} में ताला लगाकर सुरक्षित नहीं किए जा सके ({reason}), इसलिए इस बार वे नहीं सहेजे गए।</translation>
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
    <name>builtin_deck</name>
    <message>
        <source>Classic</source>
        <translation>क्लासिक</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>चार रंग</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>बड़े अक्षर</translation>
    </message>
    <message>
        <source>Large print, four colours</source>
        <translation>बड़े अक्षर, चार रंग</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>नीला</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>हरा</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>बैंगनी</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>काला</translation>
    </message>
</context>
<context>
    <name>deck_themes</name>
    <message>
        <source>The folder contains no SVG file.</source>
        <translation>फ़ोल्डर में कोई SVG फ़ाइल नहीं है।</translation>
    </message>
    <message>
        <source>The file is not a valid SVG image.</source>
        <translation>फ़ाइल एक मान्य SVG छवि नहीं है।</translation>
    </message>
    <message>
        <source>The file contains no card elements.</source>
        <translation>फ़ाइल में पत्तों का कोई तत्व नहीं है।</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>फ़ाइल मौजूद नहीं है।</translation>
    </message>
    <message>
        <source>The file could not be read: {reason}.</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकी: {reason}।</translation>
    </message>
    <message>
        <source>The file is not a valid compressed SVG image.</source>
        <translation>फ़ाइल एक मान्य संपीड़ित SVG छवि नहीं है।</translation>
    </message>
    <message>
        <source>The file is far too large to be a card deck.</source>
        <translation>फ़ाइल ताश की गड्डी होने के लिए बहुत बड़ी है।</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>फ़ाइल ख़ाली है।</translation>
    </message>
    <message>
        <source>The card theme {name} could not be loaded ({reason}); using the built-in deck.</source>
        <translation>पत्तों की थीम {name} लोड नहीं की जा सकी ({reason}); खेल की अपनी गड्डी इस्तेमाल की जा रही है।</translation>
    </message>
</context>
<context>
    <name>table_controller</name>
    <message>
        <source>The coach is weighing your moves…</source>
        <translation>कोच आपकी चालों को परख रहा है…</translation>
    </message>
    <message>
        <source>Final point difference with best play (all cards are known in the last deal)</source>
        <translation>सबसे अच्छे खेल के साथ अंत में अंकों का अंतर (आख़िरी बँटाई में सारे पत्ते पता होते हैं)</translation>
    </message>
    <message>
        <source>Estimated point difference (you minus the computer) by the end of this round, averaged over deals of the cards you cannot see</source>
        <translation>इस दौर के अंत तक अंकों का अनुमानित अंतर (आप घटा कंप्यूटर), उन पत्तों की कई बँटाइयों का औसत जिन्हें आप नहीं देख सकते</translation>
    </message>
    <message>
        <source>{points} points (best)</source>
        <translation>{points} अंक (सबसे अच्छी)</translation>
    </message>
    <message>
        <source>{points} points (about as good as the best)</source>
        <translation>{points} अंक (लगभग सबसे अच्छी जितनी)</translation>
    </message>
    <message>
        <source>{points} points ({gap} against the best)</source>
        <translation>{points} अंक (सबसे अच्छी से {gap})</translation>
    </message>
    <message>
        <source>Game over. Choose Next game in the Game menu (F3).</source>
        <translation>बाज़ी ख़त्म। खेल मेनू में अगली बाज़ी चुनें (F3)।</translation>
    </message>
    <message>
        <source>The match is over. Press F2 for a new match.</source>
        <translation>मैच ख़त्म हो गया। नए मैच के लिए F2 दबाएँ।</translation>
    </message>
    <message>
        <source>The game is over. Press F2 for a new game.</source>
        <translation>बाज़ी ख़त्म हो गई। नई बाज़ी के लिए F2 दबाएँ।</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>संकेत सोचा जा रहा है…</translation>
    </message>
    <message>
        <source>Hint: {move} (press Enter to play it).</source>
        <translation>संकेत: {move} (चलने के लिए एंटर दबाएँ)।</translation>
    </message>
    <message>
        <source>The daily deal's first try counts as it is played: no taking back, no dealing again.</source>
        <translation>आज की बँटाई की पहली कोशिश जैसी खेली जाती है, वैसी ही गिनी जाती है: न चाल वापस ली जा सकती है, न दोबारा बाँटा जा सकता है।</translation>
    </message>
    <message>
        <source>A replay of the daily deal: only the day's first try counts.</source>
        <translation>आज की बँटाई दोबारा खेली जा रही है: सिर्फ़ दिन की पहली कोशिश गिनी जाती है।</translation>
    </message>
    <message>
        <source>Games won: {scores}</source>
        <translation>जीती गई बाज़ियाँ: {scores}</translation>
    </message>
    <message>
        <source>Match (to {target}): {scores}</source>
        <translation>मैच ({target} तक): {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n पत्ता</numerusform>
            <numerusform>%n पत्ते</numerusform>
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
            <numerusform>%n हुकुम</numerusform>
            <numerusform>%n हुकुम</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {cards}, {spades}</source>
        <translation>{name}: {cards}, {spades}</translation>
    </message>
    <message>
        <source>Game {number} is over: {scores}.</source>
        <translation>बाज़ी {number} ख़त्म: {scores}।</translation>
    </message>
    <message>
        <source>The match is drawn: {scores}.</source>
        <translation>मैच बराबरी पर छूटा: {scores}।</translation>
    </message>
    <message>
        <source>{name} win the match: {scores}.</source>
        <translation>{name} ने मैच जीता: {scores}।</translation>
    </message>
    <message>
        <source>You win the match: {scores}.</source>
        <translation>आपने मैच जीता: {scores}।</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}.</source>
        <translation>{name} ने मैच जीता: {scores}।</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt from a sealed deck —</source>
        <translation>— {title}, बाज़ी {number}, सील की गई गड्डी से बँटी —</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. This first try counts.</source>
        <translation>{title} की एक बाज़ी, इस तारीख़ को सबके लिए वही पत्ते। यह पहली कोशिश गिनी जाती है।</translation>
    </message>
    <message>
        <source>One game of {title}, the same cards for everyone on this date. A replay: only the day's first try counts.</source>
        <translation>{title} की एक बाज़ी, इस तारीख़ को सबके लिए वही पत्ते। यह दोबारा खेलना है: सिर्फ़ दिन की पहली कोशिश गिनी जाती है।</translation>
    </message>
    <message>
        <source>— Daily deal, {day} —</source>
        <translation>— आज की बँटाई, {day} —</translation>
    </message>
    <message>
        <source>— {title}, game {number} (match seed {seed}) —</source>
        <translation>— {title}, बाज़ी {number} (मैच का बीज {seed}) —</translation>
    </message>
    <message>
        <source>— {title}, game {number}, dealt fairly —</source>
        <translation>— {title}, बाज़ी {number}, निष्पक्ष रूप से बाँटी गई —</translation>
    </message>
    <message>
        <source>Sealed before the deal: commitment {commitment}, then cut. The secret is revealed when the game is over (Game ▸ Fair deal).</source>
        <translation>बँटाई से पहले सील किया गया: प्रतिबद्धता {commitment}, फिर काट। बाज़ी ख़त्म होने पर गुप्त मान उजागर किया जाता है (खेल ▸ निष्पक्ष बँटाई)।</translation>
    </message>
    <message numerus="yes">
        <source>Round {round}: four more cards each (%n left in the stock).</source>
        <translation>
            <numerusform>दौर {round}: हर एक को चार और पत्ते (गड्डी में %n पत्ता बचा)।</numerusform>
            <numerusform>दौर {round}: हर एक को चार और पत्ते (गड्डी में %n पत्ते बचे)।</numerusform>
        </translation>
    </message>
    <message>
        <source>The daily deal of {day}, won, is counted; winning streak {streak}.</source>
        <translation>{day} की बँटाई जीती गई और गिन ली गई है; लगातार जीत {streak}।</translation>
    </message>
    <message>
        <source>The daily deal of {day}, lost, is counted; winning streak {streak}.</source>
        <translation>{day} की बँटाई हारी गई और गिन ली गई है; लगातार जीत {streak}।</translation>
    </message>
    <message>
        <source>The daily deal of {day}, drawn, is counted; winning streak {streak}.</source>
        <translation>{day} की बँटाई बराबरी पर रही और गिन ली गई है; लगातार जीत {streak}।</translation>
    </message>
    <message>
        <source>The deal was restarted: the same cards, from the first move.</source>
        <translation>बँटाई फिर से शुरू की गई: वही पत्ते, पहली चाल से।</translation>
    </message>
    <message>
        <source>The saved match could not be resumed: {reason}.</source>
        <translation>सहेजा गया मैच फिर से शुरू नहीं किया जा सका: {reason}।</translation>
    </message>
    <message>
        <source>Resumed the saved match.</source>
        <translation>सहेजा गया मैच फिर से शुरू किया गया।</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>स्क्रीन {name} को दें।</translation>
    </message>
    <message>
        <source>Last capture: {move}</source>
        <translation>आख़िरी बार उठाया: {move}</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>बाज़ी ख़त्म।</translation>
    </message>
    <message>
        <source>Click the table or press Space to go on.</source>
        <translation>आगे बढ़ने के लिए मेज़ पर क्लिक करें या स्पेस दबाएँ।</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>{name} का इंतज़ार…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>कंप्यूटर सोच रहा है…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} सोच रहा है…</translation>
    </message>
    <message>
        <source>{name}, your turn: drag a card, or select cards and press a button.</source>
        <translation>{name}, आपकी बारी: एक पत्ता घसीटें, या पत्ते चुनकर कोई बटन दबाएँ।</translation>
    </message>
    <message>
        <source>Your turn: drag a card, or select cards and press a button.</source>
        <translation>आपकी बारी: एक पत्ता घसीटें, या पत्ते चुनकर कोई बटन दबाएँ।</translation>
    </message>
    <message>
        <source>The computer chose a move the rules refuse ({reason}).</source>
        <translation>कंप्यूटर ने ऐसी चाल चुनी जिसे नियम नहीं मानते ({reason})।</translation>
    </message>
    <message>
        <source>The computer is stuck; start a new game (F2).</source>
        <translation>कंप्यूटर अटक गया है; नई बाज़ी शुरू करें (F2)।</translation>
    </message>
    <message>
        <source>The lead can be passed only before the first move of a match.</source>
        <translation>पहली चाल कंप्यूटर को सिर्फ़ मैच की पहली चाल से पहले ही सौंपी जा सकती है।</translation>
    </message>
    <message>
        <source>Undo is turned off in Settings.</source>
        <translation>सेटिंग्स में पूर्ववत बंद है।</translation>
    </message>
    <message>
        <source>Someone else has played since your last move, and their move is theirs to take back.</source>
        <translation>आपकी पिछली चाल के बाद किसी और ने चाल चली है, और अपनी चाल वही वापस ले सकता है।</translation>
    </message>
    <message>
        <source>There is no move of yours to take back in this game.</source>
        <translation>इस बाज़ी में आपकी कोई चाल वापस लेने को नहीं है।</translation>
    </message>
    <message>
        <source>{name} took back their last move.</source>
        <translation>{name} ने अपनी पिछली चाल वापस ली।</translation>
    </message>
    <message>
        <source>{name} took back their last move and the replies to it.</source>
        <translation>{name} ने अपनी पिछली चाल और उसके जवाब वापस लिए।</translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>आपने अपनी पिछली चाल वापस ली।</translation>
    </message>
    <message>
        <source>You took back your last move and the replies to it.</source>
        <translation>आपने अपनी पिछली चाल और उसके जवाब वापस लिए।</translation>
    </message>
    <message>
        <source>There is nothing taken back to play again.</source>
        <translation>फिर से चलने के लिए कोई वापस ली गई चाल नहीं है।</translation>
    </message>
    <message>
        <source>{name} played their move again.</source>
        <translation>{name} ने अपनी चाल फिर से चली।</translation>
    </message>
    <message>
        <source>{name} played their move and the replies again.</source>
        <translation>{name} ने अपनी चाल और उसके जवाब फिर से चले।</translation>
    </message>
    <message>
        <source>You played your move again.</source>
        <translation>आपने अपनी चाल फिर से चली।</translation>
    </message>
    <message>
        <source>You played your move and the replies again.</source>
        <translation>आपने अपनी चाल और उसके जवाब फिर से चले।</translation>
    </message>
</context>
<context>
    <name>main_window</name>
    <message>
        <source>The coach weighs your moves when it is your turn.</source>
        <translation>आपकी बारी आने पर कोच आपकी चालों को परखता है।</translation>
    </message>
    <message>
        <source>The coach is off: Game ▸ Coach (Ctrl+K) turns it on.</source>
        <translation>कोच बंद है: खेल ▸ कोच (Ctrl+K) से इसे चालू करें।</translation>
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
        <source>This is your counted try at the daily deal: leaving it counts the day as lost.</source>
        <translation>यह आज की बँटाई में आपकी गिनी जाने वाली कोशिश है: इसे छोड़ने पर यह दिन हार माना जाएगा।</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>कसीनो</translation>
    </message>
    <message>
        <source>A game given up counts as lost.</source>
        <translation>छोड़ी गई बाज़ी हार मानी जाती है।</translation>
    </message>
    <message>
        <source>Abandon this game to play online?</source>
        <translation>ऑनलाइन खेलने के लिए यह बाज़ी छोड़ दें?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new match?</source>
        <translation>यह बाज़ी छोड़कर नए मैच के पत्ते बाँटें?</translation>
    </message>
    <message>
        <source>Abandon this game and deal a new game?</source>
        <translation>यह बाज़ी छोड़कर नई बाज़ी के पत्ते बाँटें?</translation>
    </message>
    <message>
        <source>Today's daily deal is on the table: this is your counted try.</source>
        <translation>आज की बँटाई मेज़ पर है: यह आपकी गिनी जाने वाली कोशिश है।</translation>
    </message>
    <message>
        <source>Abandon this game and deal today's daily deal?</source>
        <translation>यह बाज़ी छोड़कर आज की बँटाई के पत्ते बाँटें?</translation>
    </message>
    <message>
        <source>You have played today's daily deal: this replay does not count in Statistics.</source>
        <translation>आप आज की बँटाई खेल चुके हैं: इस बार दोबारा खेलना आँकड़ों में नहीं गिना जाएगा।</translation>
    </message>
    <message>
        <source>Deal this game again from the start? Its moves so far are lost.</source>
        <translation>यह बाज़ी शुरू से फिर बाँटें? अब तक की इसकी चालें मिट जाएँगी।</translation>
    </message>
    <message>
        <source>An online game can be reviewed once both seats have checked its deal.</source>
        <translation>ऑनलाइन बाज़ी की समीक्षा तब हो सकती है जब दोनों सीटें उसकी बँटाई जाँच लें।</translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed.</source>
        <translation>सिर्फ़ ख़त्म हो चुकी बाज़ी की समीक्षा की जा सकती है।</translation>
    </message>
    <message>
        <source>{title}, game {number}</source>
        <translation>{title}, बाज़ी {number}</translation>
    </message>
    <message>
        <source>An online game is dealt from a sealed deck, not a seed: it has no line to copy.</source>
        <translation>ऑनलाइन बाज़ी सील की गई गड्डी से बँटती है, बीज से नहीं: इसकी कोई पंक्ति कॉपी करने को नहीं है।</translation>
    </message>
    <message>
        <source>This game cannot be written as a line: {reason}.</source>
        <translation>यह बाज़ी एक पंक्ति के रूप में नहीं लिखी जा सकती: {reason}।</translation>
    </message>
    <message>
        <source>The daily deal is on the clipboard as one line, its seed sealed until the game is over (copy it again then to replay it).</source>
        <translation>आज की बँटाई एक पंक्ति के रूप में क्लिपबोर्ड पर है, इसका बीज बाज़ी ख़त्म होने तक सील है (उसे दोबारा खेलने के लिए तब फिर से कॉपी करें)।</translation>
    </message>
    <message>
        <source>The game is on the clipboard as one line: paste it into a bug report, or open it with Game ▸ Open a game line.</source>
        <translation>बाज़ी एक पंक्ति के रूप में क्लिपबोर्ड पर है: इसे बग रिपोर्ट में चिपकाएँ, या खेल ▸ बाज़ी की पंक्ति खोलें से खोलें।</translation>
    </message>
    <message>
        <source>Open a game line</source>
        <translation>बाज़ी की पंक्ति खोलें</translation>
    </message>
    <message>
        <source>A game line begins with 'cassino-game 1'. Paste one here:</source>
        <translation>बाज़ी की पंक्ति 'cassino-game 1' से शुरू होती है। उसे यहाँ चिपकाएँ:</translation>
    </message>
    <message>
        <source>That line is not a game that can be replayed: {reason}.</source>
        <translation>वह पंक्ति ऐसी बाज़ी नहीं है जिसे फिर से चलाया जा सके: {reason}।</translation>
    </message>
    <message>
        <source>{title}, a game from a line</source>
        <translation>{title}, पंक्ति से ली गई बाज़ी</translation>
    </message>
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
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Cards and spades captured</source>
        <translation>उठाए गए पत्ते और हुकुम</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>मैच का स्कोर</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>चालों का ब्योरा</translation>
    </message>
    <message>
        <source>Coach: your moves and what each is worth</source>
        <translation>कोच: आपकी चालें और हर एक का मूल्य</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Others' moves</source>
        <translation>दूसरों की चालें (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>सेटिंग्स (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Difficulty</source>
        <translation>कठिनाई (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>एनिमेशन की गति (&amp;A)</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>पत्तों की पीठ (&amp;B)</translation>
    </message>
    <message>
        <source>Card d&amp;eck</source>
        <translation>ताश की गड्डी (&amp;E)</translation>
    </message>
    <message>
        <source>No SVG card decks are installed; the built-in deck is used</source>
        <translation>कोई SVG ताश की गड्डी इंस्टॉल नहीं है; खेल की अपनी गड्डी इस्तेमाल होती है</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>टूलबार</translation>
    </message>
    <message>
        <source>Take the selected group with the selected hand card</source>
        <translation>हाथ के चुने गए पत्ते से चुना गया समूह उठाएँ</translation>
    </message>
    <message>
        <source>Form one group of the selected hand card and table cards</source>
        <translation>हाथ के चुने गए पत्ते और मेज़ के चुने गए पत्तों से एक समूह बनाएँ</translation>
    </message>
    <message>
        <source>Drop the selected hand card on the table</source>
        <translation>हाथ का चुना गया पत्ता मेज़ पर छोड़ें</translation>
    </message>
    <message>
        <source>Take the selected table cards with the selected hand card</source>
        <translation>हाथ के चुने गए पत्ते से मेज़ के चुने गए पत्ते उठाएँ</translation>
    </message>
    <message>
        <source>Build the selected hand card onto the selected table cards</source>
        <translation>हाथ के चुने गए पत्ते को मेज़ के चुने गए पत्तों पर रखकर बिल्ड बनाएँ</translation>
    </message>
    <message>
        <source>Lay the selected hand card on the table</source>
        <translation>हाथ का चुना गया पत्ता मेज़ पर डालें</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>और मेनू</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>और टूल</translation>
    </message>
    <message>
        <source>Select the whole score sheet</source>
        <translation>पूरी स्कोर शीट चुनें</translation>
    </message>
    <message>
        <source>You have a match of {variant} in progress: game {number} is being played, and the games before it stand at {totals}. Resume it?</source>
        <translation>{variant} का आपका एक मैच चल रहा है: बाज़ी {number} खेली जा रही है, और उससे पहले की बाज़ियों का स्कोर {totals} है। क्या इसे जारी रखें?</translation>
    </message>
    <message>
        <source>Difficulty: {level}</source>
        <translation>कठिनाई: {level}</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>नई बाज़ी (&amp;N)</translation>
    </message>
    <message>
        <source>Deal a new match</source>
        <translation>नए मैच के पत्ते बाँटें</translation>
    </message>
    <message>
        <source>Dail&amp;y deal</source>
        <translation>आज की बँटाई (&amp;Y)</translation>
    </message>
    <message>
        <source>Today's deal, the same for everyone: one game of Advanced, and only the day's first try counts</source>
        <translation>आज की बँटाई, सबके लिए एक जैसी: उन्नत की एक बाज़ी, और सिर्फ़ दिन की पहली कोशिश गिनी जाती है</translation>
    </message>
    <message>
        <source>Play onl&amp;ine…</source>
        <translation>ऑनलाइन खेलें (&amp;I)…</translation>
    </message>
    <message>
        <source>Play a friend at another computer over Matrix, with a deal neither of you can see or bend</source>
        <translation>Matrix के ज़रिए दूसरे कंप्यूटर पर किसी दोस्त से खेलें, ऐसी बँटाई के साथ जिसे आप में से कोई न देख सके न बदल सके</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>यह बँटाई फिर से शुरू करें (&amp;R)</translation>
    </message>
    <message>
        <source>Deal this game again, the same cards</source>
        <translation>यह बाज़ी फिर से बाँटें, वही पत्ते</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>अगली बाज़ी (&amp;X)</translation>
    </message>
    <message>
        <source>Deal the next game of the match</source>
        <translation>मैच की अगली बाज़ी बाँटें</translation>
    </message>
    <message>
        <source>Revie&amp;w this game…</source>
        <translation>इस बाज़ी की समीक्षा करें (&amp;W)…</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued against the best</source>
        <translation>बाज़ी को चाल-दर-चाल फिर से चलाएँ, सारे हाथ खुले, आपकी चालों को सबसे अच्छी चालों से तौलकर</translation>
    </message>
    <message>
        <source>Co&amp;py this game as a line</source>
        <translation>यह बाज़ी एक पंक्ति के रूप में कॉपी करें (&amp;P)</translation>
    </message>
    <message>
        <source>Put the game on the clipboard as one line of text (variant, rules, deal and moves): a bug report</source>
        <translation>बाज़ी को टेक्स्ट की एक पंक्ति के रूप में क्लिपबोर्ड पर रखें (प्रकार, नियम, बँटाई और चालें): बग रिपोर्ट के लिए</translation>
    </message>
    <message>
        <source>&amp;Fair deal…</source>
        <translation>निष्पक्ष बँटाई (&amp;F)…</translation>
    </message>
    <message>
        <source>The commitment sealed before this deal and, once the game is over, the proof that the deal was fair</source>
        <translation>इस बँटाई से पहले सील की गई प्रतिबद्धता और, बाज़ी ख़त्म होने पर, इस बात का प्रमाण कि बँटाई निष्पक्ष थी</translation>
    </message>
    <message>
        <source>&amp;Open a game line…</source>
        <translation>बाज़ी की पंक्ति खोलें (&amp;O)…</translation>
    </message>
    <message>
        <source>Paste a game line to replay it move by move and review it</source>
        <translation>बाज़ी की एक पंक्ति चिपकाएँ, ताकि उसे चाल-दर-चाल फिर से चलाकर उसकी समीक्षा की जा सके</translation>
    </message>
    <message>
        <source>&amp;Variants…</source>
        <translation>प्रकार (&amp;V)…</translation>
    </message>
    <message>
        <source>Choose the variant, the players and the house rules</source>
        <translation>प्रकार, खिलाड़ी और घरेलू नियम चुनें</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply</source>
        <translation>अपनी पिछली चाल और कंप्यूटर का जवाब वापस लें</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>फिर से करें (&amp;D)</translation>
    </message>
    <message>
        <source>Play again the moves the last undo took back</source>
        <translation>पिछली बार पूर्ववत करने पर वापस ली गई चालें फिर से चलें</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>आँकड़े (&amp;S)…</translation>
    </message>
    <message>
        <source>Games and matches won, streaks and records</source>
        <translation>जीती गई बाज़ियाँ और मैच, लगातार जीत और रिकॉर्ड</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>संकेत (&amp;H)</translation>
    </message>
    <message>
        <source>Show the move the strongest computer level would play</source>
        <translation>वह चाल दिखाएँ जो कंप्यूटर का सबसे मज़बूत स्तर चलता</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>कोच (&amp;C)</translation>
    </message>
    <message>
        <source>Show every move you can make with what it is worth</source>
        <translation>आपकी हर संभव चाल उसके मूल्य के साथ दिखाएँ</translation>
    </message>
    <message>
        <source>Let the computer &amp;lead</source>
        <translation>कंप्यूटर को पहले चलने दें (&amp;L)</translation>
    </message>
    <message>
        <source>Pass the first lead of the match to the computer</source>
        <translation>मैच की पहली चाल कंप्यूटर को सौंपें</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Cassino</source>
        <translation>कसीनो से बाहर निकलें</translation>
    </message>
    <message>
        <source>Show the side &amp;panel</source>
        <translation>साइड पैनल दिखाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Show or hide the moves, the score sheet and the coach</source>
        <translation>चालें, स्कोर शीट और कोच दिखाएँ या छिपाएँ</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>पूरी स्क्रीन (&amp;F)</translation>
    </message>
    <message>
        <source>Fill the screen with the table</source>
        <translation>पूरी स्क्रीन पर मेज़ दिखाएँ</translation>
    </message>
    <message>
        <source>&amp;Configure Cassino…</source>
        <translation>कसीनो कॉन्फ़िगर करें (&amp;C)…</translation>
    </message>
    <message>
        <source>Difficulty, animation, card deck, card back, undo and who leads, in one place</source>
        <translation>कठिनाई, एनिमेशन, ताश की गड्डी, पत्तों की पीठ, पूर्ववत और पहले कौन चले, सब एक ही जगह</translation>
    </message>
    <message>
        <source>Show the &amp;toolbar</source>
        <translation>टूलबार दिखाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>पूर्ववत की अनुमति दें (&amp;U)</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note games played with undo)</source>
        <translation>चालें वापस लेने दें (आँकड़ों में पूर्ववत के साथ खेली गई बाज़ियाँ दर्ज होती हैं)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>कैसे खेलें (&amp;H)</translation>
    </message>
    <message>
        <source>The rules of the chosen variant and the controls</source>
        <translation>चुने गए प्रकार के नियम और नियंत्रण</translation>
    </message>
    <message>
        <source>&amp;About Cassino</source>
        <translation>कसीनो के बारे में (&amp;A)</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>The classic fishing card game against the computer: {variants}.</source>
        <translation>कंप्यूटर के ख़िलाफ़ पत्ते उठाने वाला क्लासिक ताश का खेल: {variants}।</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>GNU जनरल पब्लिक लाइसेंस, संस्करण 3 या उसके बाद के किसी संस्करण के तहत मुक्त सॉफ़्टवेयर।</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>कसीनो</translation>
    </message>
    <message>
        <source>About Cassino</source>
        <translation>कसीनो के बारे में</translation>
    </message>
</context>
<context>
    <name>fair_deal_dialog</name>
    <message>
        <source>Dealt from seed {seed}, which the game chose: this deal carries no proof that it was not chosen.</source>
        <translation>बीज {seed} से बाँटी गई, जिसे खेल ने चुना था: इस बँटाई के साथ इस बात का कोई प्रमाण नहीं है कि इसे चुना नहीं गया था।</translation>
    </message>
    <message>
        <source>NOT A FAIR DEAL: {problems}.</source>
        <translation>यह निष्पक्ष बँटाई नहीं है: {problems}।</translation>
    </message>
    <message>
        <source>The deal follows from its commitment and its cut: the secret and the salt revealed hash to the commitment {commitment}, and with the cut {cut} they give the seed {seed}, which deals exactly these cards.</source>
        <translation>यह बँटाई अपनी प्रतिबद्धता और अपने काट से ही निकलती है: उजागर किए गए गुप्त मान और सॉल्ट का हैश प्रतिबद्धता {commitment} से मेल खाता है, और काट {cut} के साथ वे बीज {seed} देते हैं, जिससे ठीक यही पत्ते बँटते हैं।</translation>
    </message>
    <message>
        <source>This proves that the cards were fixed by the commitment and the cut before any was dealt, and that none was changed after. It cannot show how the secret was chosen: whoever chose it knowing the cut could have tried secret after secret until the cards suited them, so the deal is fair only if the commitment was shown before someone else made the cut.</source>
        <translation>इससे यह सिद्ध होता है कि कोई भी पत्ता बँटने से पहले ही पत्ते प्रतिबद्धता और काट से तय हो गए थे, और बाद में कोई पत्ता नहीं बदला गया। इससे यह नहीं दिखता कि गुप्त मान कैसे चुना गया: जिसने काट जानते हुए उसे चुना, वह एक के बाद एक गुप्त मान आज़माकर मनचाहे पत्ते पा सकता था, इसलिए बँटाई तभी निष्पक्ष है जब प्रतिबद्धता किसी और के काट करने से पहले दिखाई गई हो।</translation>
    </message>
    <message>
        <source>This game was set up by hand, from a position: no deal dealt it.</source>
        <translation>यह बाज़ी हाथ से, एक स्थिति से तैयार की गई थी: इसे किसी बँटाई ने नहीं बाँटा।</translation>
    </message>
    <message>
        <source>This is the daily deal of {day}: the date alone decides its cards, the same for everyone.</source>
        <translation>यह {day} की आज की बँटाई है: इसके पत्ते केवल तारीख़ तय करती है, सबके लिए एक जैसे।</translation>
    </message>
    <message>
        <source>Its seed is shown when the game is over. Until then the game line carries this seal of it (the SHA-256 hash of the seed), which the seed shown after can be checked against:
{seal}</source>
        <translation>इसका बीज बाज़ी ख़त्म होने पर दिखाया जाता है। तब तक बाज़ी की पंक्ति में उसकी यह सील रहती है (बीज का SHA-256 हैश), जिससे बाद में दिखाए गए बीज का मिलान किया जा सकता है:
{seal}</translation>
    </message>
    <message>
        <source>Game {number} was dealt from the seed {seed}, derived from the match's seed {match_seed}.</source>
        <translation>बाज़ी {number} बीज {seed} से बाँटी गई, जो मैच के बीज {match_seed} से निकाला गया है।</translation>
    </message>
    <message>
        <source>A match begun from a chosen seed, a saved match from before fair deals, or a daily deal is dealt so. Every new match is dealt fairly: the game seals a secret before each deal and you cut the deck.</source>
        <translation>चुने हुए बीज से शुरू हुआ मैच, निष्पक्ष बँटाई से पहले का सहेजा गया मैच, या आज की बँटाई इसी तरह बाँटी जाती है। हर नया मैच निष्पक्ष रूप से बाँटा जाता है: खेल हर बँटाई से पहले एक गुप्त मान सील करता है और आप पत्ते काटते हैं।</translation>
    </message>
    <message>
        <source>Game {number} was dealt fairly.</source>
        <translation>बाज़ी {number} निष्पक्ष रूप से बाँटी गई।</translation>
    </message>
    <message>
        <source>Before the deal the game sealed a secret and showed this commitment (the SHA-256 hash of the secret and a random salt):
{commitment}</source>
        <translation>बँटाई से पहले खेल ने एक गुप्त मान सील किया और यह प्रतिबद्धता दिखाई (गुप्त मान और एक यादृच्छिक सॉल्ट का SHA-256 हैश):
{commitment}</translation>
    </message>
    <message>
        <source>The seed of the deal comes from the secret and your cut together, so neither side chose the cards. The secret and the salt are revealed when the game is over, for anyone to check.</source>
        <translation>बँटाई का बीज गुप्त मान और आपके काट, दोनों से मिलकर बनता है, इसलिए किसी भी पक्ष ने पत्ते नहीं चुने। बाज़ी ख़त्म होने पर गुप्त मान और सॉल्ट उजागर कर दिए जाते हैं, ताकि कोई भी जाँच सके।</translation>
    </message>
    <message>
        <source>Game {number} is over, and its deal is revealed.</source>
        <translation>बाज़ी {number} ख़त्म हो गई है, और उसकी बँटाई उजागर कर दी गई है।</translation>
    </message>
    <message>
        <source>Commitment shown before the deal:
{commitment}</source>
        <translation>बँटाई से पहले दिखाई गई प्रतिबद्धता:
{commitment}</translation>
    </message>
    <message>
        <source>Secret, revealed after the game:
{secret}</source>
        <translation>गुप्त मान, बाज़ी के बाद उजागर किया गया:
{secret}</translation>
    </message>
    <message>
        <source>Salt:
{salt}</source>
        <translation>सॉल्ट:
{salt}</translation>
    </message>
    <message>
        <source>Your cut: {cut}</source>
        <translation>आपका काट: {cut}</translation>
    </message>
    <message>
        <source>Seed of the deal: {seed}</source>
        <translation>बँटाई का बीज: {seed}</translation>
    </message>
    <message>
        <source>Anyone can check it again: copy the game as a line (Game menu) and run cassino-engine verify on it.</source>
        <translation>कोई भी इसे फिर से जाँच सकता है: बाज़ी को एक पंक्ति के रूप में कॉपी करें (खेल मेनू) और उस पर cassino-engine verify चलाएँ।</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>पत्ते काटें</translation>
    </message>
    <message>
        <source>The game has sealed its secret for this deal. Its commitment, the hash that the secret will be checked against after the game:</source>
        <translation>खेल ने इस बँटाई के लिए अपना गुप्त मान सील कर दिया है। इसकी प्रतिबद्धता, यानी वह हैश जिससे बाज़ी के बाद गुप्त मान का मिलान किया जाएगा:</translation>
    </message>
    <message>
        <source>Now cut: type anything, or keep the random cut. The deal comes from the secret and your cut.</source>
        <translation>अब काटें: कुछ भी टाइप करें, या यादृच्छिक काट रहने दें। बँटाई गुप्त मान और आपके काट से बनती है।</translation>
    </message>
    <message>
        <source>Your cut</source>
        <translation>आपका काट</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>बाँटें (&amp;D)</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>निष्पक्ष बँटाई</translation>
    </message>
    <message>
        <source>How this game was dealt</source>
        <translation>यह बाज़ी कैसे बाँटी गई</translation>
    </message>
</context>
<context>
    <name>game_over_dialog</name>
    <message>
        <source>Most cards</source>
        <translation>सबसे ज़्यादा पत्ते</translation>
    </message>
    <message>
        <source>3 points for 27 cards or more</source>
        <translation>27 या ज़्यादा पत्तों पर 3 अंक</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>सबसे ज़्यादा हुकुम</translation>
    </message>
    <message>
        <source>1 point for 7 spades or more</source>
        <translation>7 या ज़्यादा हुकुम पर 1 अंक</translation>
    </message>
    <message>
        <source>Big cassino</source>
        <translation>बड़ा कसीनो</translation>
    </message>
    <message>
        <source>The 10 of diamonds: 2 points</source>
        <translation>ईंट का दहला: 2 अंक</translation>
    </message>
    <message>
        <source>Little cassino</source>
        <translation>छोटा कसीनो</translation>
    </message>
    <message>
        <source>The 2 of spades: 1 point</source>
        <translation>हुकुम की दुक्की: 1 अंक</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>इक्के</translation>
    </message>
    <message>
        <source>1 point each</source>
        <translation>हर एक का 1 अंक</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>सफ़ाये</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>हुकुम के अंक</translation>
    </message>
    <message>
        <source>Spade Cassino: the jack of spades 2, every other spade 1</source>
        <translation>हुकुम कसीनो: हुकुम का गुलाम 2, बाक़ी हर हुकुम 1</translation>
    </message>
    <message>
        <source>1 point to every player with the most cards</source>
        <translation>सबसे ज़्यादा पत्तों वाले हर खिलाड़ी को 1 अंक</translation>
    </message>
    <message>
        <source>1 point to every player with the most spades</source>
        <translation>सबसे ज़्यादा हुकुम वाले हर खिलाड़ी को 1 अंक</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>ईंट का दहला</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 अंक</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>हुकुम की दुक्की</translation>
    </message>
    <message>
        <source>You win the game {a} to {b}</source>
        <translation>आपने बाज़ी {a} के मुक़ाबले {b} से जीती</translation>
    </message>
    <message>
        <source>You win the game: {scores}</source>
        <translation>आपने बाज़ी जीती: {scores}</translation>
    </message>
    <message>
        <source>The computer wins the game {a} to {b}</source>
        <translation>कंप्यूटर ने बाज़ी {a} के मुक़ाबले {b} से जीती</translation>
    </message>
    <message>
        <source>The computer wins the game: {scores}</source>
        <translation>कंप्यूटर ने बाज़ी जीती: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} ने बाज़ी {a} के मुक़ाबले {b} से जीती</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} ने बाज़ी जीती: {scores}</translation>
    </message>
    <message>
        <source>{names} win the game {a} to {b}</source>
        <translation>{names} ने बाज़ी {a} के मुक़ाबले {b} से जीती</translation>
    </message>
    <message>
        <source>{names} win the game: {scores}</source>
        <translation>{names} ने बाज़ी जीती: {scores}</translation>
    </message>
    <message>
        <source>{name} wins the game {a} to {b}</source>
        <translation>{name} ने बाज़ी {a} के मुक़ाबले {b} से जीती</translation>
    </message>
    <message>
        <source>{name} wins the game: {scores}</source>
        <translation>{name} ने बाज़ी जीती: {scores}</translation>
    </message>
    <message>
        <source>You win the match {a} to {b}!</source>
        <translation>आपने मैच {a} के मुक़ाबले {b} से जीता!</translation>
    </message>
    <message>
        <source>You win the match: {scores}!</source>
        <translation>आपने मैच जीता: {scores}!</translation>
    </message>
    <message>
        <source>The computer wins the match {a} to {b}!</source>
        <translation>कंप्यूटर ने मैच {a} के मुक़ाबले {b} से जीता!</translation>
    </message>
    <message>
        <source>The computer wins the match: {scores}!</source>
        <translation>कंप्यूटर ने मैच जीता: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} ने मैच {a} के मुक़ाबले {b} से जीता!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <comment>{names} is your side: You and your partner</comment>
        <translation>{names} ने मैच जीता: {scores}!</translation>
    </message>
    <message>
        <source>{names} win the match {a} to {b}!</source>
        <translation>{names} ने मैच {a} के मुक़ाबले {b} से जीता!</translation>
    </message>
    <message>
        <source>{names} win the match: {scores}!</source>
        <translation>{names} ने मैच जीता: {scores}!</translation>
    </message>
    <message>
        <source>{name} wins the match {a} to {b}!</source>
        <translation>{name} ने मैच {a} के मुक़ाबले {b} से जीता!</translation>
    </message>
    <message>
        <source>{name} wins the match: {scores}!</source>
        <translation>{name} ने मैच जीता: {scores}!</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>मैच बराबरी पर छूटा</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>A draw: {scores}</source>
        <translation>बराबरी: {scores}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each.</source>
        <translation>
            <numerusform>हर एक के पास %n पत्ता।</numerusform>
            <numerusform>हर एक के पास %n पत्ते।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n पत्ता</numerusform>
            <numerusform>{name}: %n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>One game decides. Most cards and most spades score 1 point each, to every player who shares the most.</source>
        <translation>एक ही बाज़ी से फ़ैसला होता है। सबसे ज़्यादा पत्तों और सबसे ज़्यादा हुकुम पर 1-1 अंक मिलता है, और बराबरी हो तो सबसे ज़्यादा वाले हर खिलाड़ी को।</translation>
    </message>
    <message>
        <source>This game: {scores}.</source>
        <translation>यह बाज़ी: {scores}।</translation>
    </message>
    <message>
        <source>Match score: {scores}. Level past {target}: another game decides.</source>
        <translation>मैच का स्कोर: {scores}। {target} के पार बराबरी: एक और बाज़ी से फ़ैसला होगा।</translation>
    </message>
    <message>
        <source>Match score: {scores}. First to {target} wins the match.</source>
        <translation>मैच का स्कोर: {scores}। जो पहले {target} तक पहुँचे, वह मैच जीतता है।</translation>
    </message>
    <message>
        <source>Match Over</source>
        <translation>मैच ख़त्म</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>बाज़ी ख़त्म</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>नई बाज़ी (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;New Match</source>
        <translation>नया मैच (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Next Game</source>
        <translation>अगली बाज़ी (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>इस बाज़ी की समीक्षा करें (&amp;R)</translation>
    </message>
    <message>
        <source>Replay the game move by move, every hand face up, your moves valued</source>
        <translation>बाज़ी को चाल-दर-चाल फिर से चलाएँ, सारे हाथ खुले, आपकी चालों के मूल्य के साथ</translation>
    </message>
    <message>
        <source>{name}, {row}: {value}</source>
        <translation>{name}, {row}: {value}</translation>
    </message>
    <message>
        <source>{name}, winner</source>
        <translation>{name}, विजेता</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>उठाए गए पत्ते</translation>
    </message>
    <message>
        <source>Spades captured</source>
        <translation>उठाए गए हुकुम</translation>
    </message>
    <message>
        <source>Spades do not score in Original</source>
        <translation>मूल में हुकुम के अंक नहीं मिलते</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>यह बाज़ी</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>मैच का स्कोर</translation>
    </message>
    <message>
        <source>The match is played to {target}</source>
        <translation>मैच {target} अंकों तक खेला जाता है</translation>
    </message>
</context>
<context>
    <name>house_rules_panel</name>
    <message>
        <source>may not trail until it is taken</source>
        <translation>उसके उठने तक पत्ता नहीं डाल सकता</translation>
    </message>
    <message>
        <source>must take it in or add to it next turn</source>
        <translation>अगली बारी में उसे उठाना या उसमें जोड़ना होगा</translation>
    </message>
    <message>
        <source>&amp;House rules:</source>
        <translation>घरेलू नियम (&amp;H):</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>घरेलू नियम</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>कस्टम</translation>
    </message>
    <message>
        <source>&amp;Switches</source>
        <translation>विकल्प (&amp;S)</translation>
    </message>
    <message>
        <source>Show every house rule, to set them one by one</source>
        <translation>हर घरेलू नियम दिखाएँ, ताकि उन्हें एक-एक करके सेट किया जा सके</translation>
    </message>
    <message>
        <source> points</source>
        <comment>after a number of points in a spin box, with its space</comment>
        <translation> अंक</translation>
    </message>
    <message>
        <source>A &amp;builder:</source>
        <translation>बिल्ड बनाने वाला (&amp;B):</translation>
    </message>
    <message>
        <source>Match &amp;target:</source>
        <translation>मैच का लक्ष्य (&amp;T):</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>एक बाज़ी</translation>
    </message>
    <message>
        <source>{help} Not a rule of {variant}.</source>
        <translation>{help} यह {variant} का नियम नहीं है।</translation>
    </message>
    <message>
        <source>{variant} is played by its own rules; house rules are for Original, Advanced and Royal.</source>
        <translation>{variant} अपने ही नियमों से खेला जाता है; घरेलू नियम मूल, उन्नत और रॉयल के लिए हैं।</translation>
    </message>
    <message>
        <source>Your own mix of house rules.</source>
        <translation>घरेलू नियमों का आपका अपना मेल।</translation>
    </message>
</context>
<context>
    <name>review_dialog</name>
    <message>
        <source>The table at the move reviewed, every hand face up</source>
        <translation>जाँची जा रही चाल के समय की मेज़, सारे हाथ खुले</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>समीक्षा: {title}</translation>
    </message>
    <message>
        <source>%v of %m moves</source>
        <translation>%m में से %v चालें</translation>
    </message>
    <message>
        <source>&amp;Stop the review</source>
        <translation>समीक्षा रोकें (&amp;S)</translation>
    </message>
    <message>
        <source>Stop searching; the moves reviewed so far keep their values</source>
        <translation>खोज रोकें; अब तक जाँची गई चालों के मूल्य बने रहेंगे</translation>
    </message>
    <message>
        <source>Your worst moves (a mistake loses {points} points or more):</source>
        <translation>आपकी सबसे ख़राब चालें (ग़लती में {points} या ज़्यादा अंकों का नुक़सान होता है):</translation>
    </message>
    <message>
        <source>Your worst moves, worst first</source>
        <translation>आपकी सबसे ख़राब चालें, सबसे ख़राब पहले</translation>
    </message>
    <message>
        <source>Every move of the game with its value</source>
        <translation>बाज़ी की हर चाल, उसके मूल्य के साथ</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ पिछली (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>अगली (&amp;N) ▶</translation>
    </message>
    <message>
        <source>The move before (Left arrow)</source>
        <translation>पिछली चाल (बायाँ तीर)</translation>
    </message>
    <message>
        <source>The move after (Right arrow)</source>
        <translation>अगली चाल (दायाँ तीर)</translation>
    </message>
    <message>
        <source>After move {number}: the game was not finished.</source>
        <translation>चाल {number} के बाद: बाज़ी पूरी नहीं हुई थी।</translation>
    </message>
    <message>
        <source>The end of the game: {scores}.</source>
        <translation>बाज़ी का अंत: {scores}।</translation>
    </message>
    <message>
        <source>Move {number} of {count}: {move}.</source>
        <translation>{count} में से चाल {number}: {move}।</translation>
    </message>
    <message>
        <source>It was the only move.</source>
        <translation>यही एकमात्र चाल थी।</translation>
    </message>
    <message>
        <source>The best move there was.</source>
        <translation>यही सबसे अच्छी चाल थी।</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better exactly.</source>
        <translation>सबसे अच्छी चाल थी: {best} (मेज़ पर चिह्नित), ठीक {loss} अंक बेहतर।</translation>
    </message>
    <message>
        <source>Best was: {best} (marked on the table), {loss} points better by the coach's estimate.</source>
        <translation>सबसे अच्छी चाल थी: {best} (मेज़ पर चिह्नित), कोच के अनुमान से {loss} अंक बेहतर।</translation>
    </message>
    <message>
        <source>The stock is empty.</source>
        <translation>गड्डी ख़ाली है।</translation>
    </message>
    <message>
        <source>The stock, in the order it will be dealt: {cards}</source>
        <translation>गड्डी, उसी क्रम में जिसमें वह बाँटी जाएगी: {cards}</translation>
    </message>
    <message>
        <source>Move {number}: {move}, {loss} points lost</source>
        <translation>चाल {number}: {move}, {loss} अंकों का नुक़सान</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>अब तक कोई ग़लती नहीं।</translation>
    </message>
    <message>
        <source>No mistakes.</source>
        <translation>कोई ग़लती नहीं।</translation>
    </message>
    <message>
        <source>Reviewing your moves… {done} of {total} so far, {lost} points lost against the best moves. You can step through the game meanwhile.</source>
        <translation>आपकी चालों की समीक्षा हो रही है… अब तक {total} में से {done}, सबसे अच्छी चालों के मुक़ाबले {lost} अंकों का नुक़सान। इस बीच आप बाज़ी को एक-एक चाल करके देख सकते हैं।</translation>
    </message>
    <message numerus="yes">
        <source>You lost {lost} points against the best moves in this game, with %n mistake(s). Values are your lead in points at the end of the game as the coach saw it from your seat; '=' marks an exact value (the last deal, solved).</source>
        <translation>
            <numerusform>इस बाज़ी में सबसे अच्छी चालों के मुक़ाबले आपने {lost} अंक गँवाए और %n ग़लती की। मूल्य बाज़ी के अंत में अंकों में आपकी बढ़त हैं, जैसी कोच ने आपकी सीट से देखी; '=' सटीक मूल्य दर्शाता है (आख़िरी बँटाई, पूरी तरह हल की गई)।</numerusform>
            <numerusform>इस बाज़ी में सबसे अच्छी चालों के मुक़ाबले आपने {lost} अंक गँवाए और %n ग़लतियाँ कीं। मूल्य बाज़ी के अंत में अंकों में आपकी बढ़त हैं, जैसी कोच ने आपकी सीट से देखी; '=' सटीक मूल्य दर्शाता है (आख़िरी बँटाई, पूरी तरह हल की गई)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %n of your moves.</source>
        <translation>
            <numerusform>समीक्षा आपकी %n चाल के बाद रोक दी गई।</numerusform>
            <numerusform>समीक्षा आपकी %n चालों के बाद रोक दी गई।</numerusform>
        </translation>
    </message>
    <message>
        <source>Move</source>
        <translation>चाल</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>चली गई चाल</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>उसका मूल्य</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>सबसे अच्छी चाल</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>सबसे अच्छा मूल्य</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>नुक़सान</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>मजबूरन</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>वही</translation>
    </message>
    <message>
        <source>{loss} mistake</source>
        <translation>{loss} ग़लती</translation>
    </message>
</context>
<context>
    <name>review_worker</name>
    <message>
        <source>The review could not start: {reason}</source>
        <translation>समीक्षा शुरू नहीं हो सकी: {reason}</translation>
    </message>
    <message>
        <source>The review stopped (its process ended, {code}).</source>
        <translation>समीक्षा रुक गई (उसकी प्रक्रिया ख़त्म हो गई, {code})।</translation>
    </message>
    <message>
        <source>The review stopped: {reason}</source>
        <translation>समीक्षा रुक गई: {reason}</translation>
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
        <source>Scoring</source>
        <translation>अंक-गणना</translation>
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
        <translation>F2</translation>
    </message>
    <message>
        <source>new game (asks first if a game is under way; a game given up counts as lost)</source>
        <translation>नई बाज़ी (अगर कोई बाज़ी चल रही हो तो पहले पूछता है; छोड़ी गई बाज़ी हार मानी जाती है)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>restart this deal</source>
        <translation>यह बँटाई फिर से शुरू करें</translation>
    </message>
    <message>
        <source>F3</source>
        <translation>F3</translation>
    </message>
    <message>
        <source>next game</source>
        <translation>अगली बाज़ी</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>review the game just finished move by move (any game: double-click it in the score sheet)</source>
        <translation>अभी ख़त्म हुई बाज़ी को चाल-दर-चाल दोबारा देखें (कोई भी बाज़ी: स्कोर शीट में उस पर डबल-क्लिक करें)</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>पूर्ववत</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>कोच</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>let the computer lead</source>
        <translation>कंप्यूटर को पहले चलने दें</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>पूरी स्क्रीन</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>show or hide the side panel</source>
        <translation>साइड पैनल दिखाएँ या छिपाएँ</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>these rules</source>
        <translation>ये नियम</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
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
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>show each player's last capture beside their pile (again: put them back)</source>
        <translation>हर खिलाड़ी के आख़िरी बार उठाए पत्ते उसकी ढेरी के पास दिखाएँ (फिर से: वापस रखें)</translation>
    </message>
    <message>
        <source>Space or a click</source>
        <translation>स्पेस या एक क्लिक</translation>
    </message>
    <message>
        <source>go on, when another player's move waits for you (pace: wait for my click)</source>
        <translation>आगे बढ़ें, जब किसी और खिलाड़ी की चाल आपका इंतज़ार करे (गति: मेरे क्लिक का इंतज़ार करें)</translation>
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
        <source>The others' moves are played out on the table: the card travels, what it takes lights up, and the line under the table names the move. &lt;b&gt;Rest the pointer on a pile&lt;/b&gt; (or click it) to see that player's last capture.</source>
        <translation>दूसरों की चालें मेज़ पर खेलकर दिखाई जाती हैं: पत्ता चलकर जाता है, जो वह उठाता है वह चमकता है, और मेज़ के नीचे की पंक्ति चाल बताती है। उस खिलाड़ी के आख़िरी बार उठाए पत्ते देखने के लिए &lt;b&gt;किसी ढेरी पर पॉइंटर रखें&lt;/b&gt; (या उस पर क्लिक करें)।</translation>
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
    <name>settings_dialog</name>
    <message>
        <source>Easy: plays at random among sensible moves</source>
        <translation>आसान: समझदारी भरी चालों में से कोई भी चाल बेतरतीब ढंग से चलता है</translation>
    </message>
    <message>
        <source>Medium: takes the most it can now</source>
        <translation>मध्यम: अभी जितना ज़्यादा उठा सके, उठाता है</translation>
    </message>
    <message>
        <source>Hard: plans the round ahead</source>
        <translation>कठिन: दौर के लिए आगे की योजना बनाता है</translation>
    </message>
    <message>
        <source>Expert: also reads the cards you may hold</source>
        <translation>विशेषज्ञ: यह भी भाँपता है कि आपके पास कौन-से पत्ते हो सकते हैं</translation>
    </message>
    <message>
        <source>The game's own deck</source>
        <translation>खेल की अपनी गड्डी</translation>
    </message>
    <message>
        <source>The game's own deck in four colours: spades black, hearts red, diamonds blue, clubs green</source>
        <translation>चार रंगों में खेल की अपनी गड्डी: हुकुम काले, पान लाल, ईंट नीले, चिड़ी हरे</translation>
    </message>
    <message>
        <source>The game's own deck in large print: a big rank and suit on every card</source>
        <translation>बड़े अक्षरों में खेल की अपनी गड्डी: हर पत्ते पर रैंक और सूट बड़े आकार में</translation>
    </message>
    <message>
        <source>Large print in four colours</source>
        <translation>चार रंगों में बड़े अक्षर</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>सिस्टम की भाषा ({language})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>कठिनाई</translation>
    </message>
    <message>
        <source>How well the computer plays; it applies from the next computer move</source>
        <translation>कंप्यूटर कितना अच्छा खेलता है; यह कंप्यूटर की अगली चाल से लागू होता है</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>कठिनाई (&amp;D):</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>एनिमेशन की गति</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>एनिमेशन की गति (&amp;A):</translation>
    </message>
    <message>
        <source>Others' moves</source>
        <translation>दूसरों की चालें</translation>
    </message>
    <message>
        <source>How long another player's move stays lit on the table before play goes on; with animation off the table changes at once, unless it waits for your click</source>
        <translation>खेल आगे बढ़ने से पहले किसी और खिलाड़ी की चाल मेज़ पर कितनी देर चमकती रहे; एनिमेशन बंद हो तो मेज़ तुरंत बदलती है, जब तक वह आपके क्लिक का इंतज़ार न करे</translation>
    </message>
    <message>
        <source>&amp;Others' moves:</source>
        <translation>दूसरों की चालें (&amp;O):</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>ताश की गड्डी</translation>
    </message>
    <message>
        <source>Card dec&amp;k:</source>
        <translation>ताश की गड्डी (&amp;K):</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>पत्तों की पीठ</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>पत्तों की पीठ (&amp;B):</translation>
    </message>
    <message>
        <source>Table felt</source>
        <translation>मेज़पोश</translation>
    </message>
    <message>
        <source>The table's colour; High contrast is plain black, for the clearest cards</source>
        <translation>मेज़ का रंग; उच्च कंट्रास्ट सादा काला है, ताकि पत्ते सबसे साफ़ दिखें</translation>
    </message>
    <message>
        <source>Table &amp;felt:</source>
        <translation>मेज़पोश (&amp;F):</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>The language of the game's words; a change applies at once, without a restart</source>
        <translation>खेल के शब्दों की भाषा; बदलाव तुरंत लागू होता है, दोबारा शुरू किए बिना</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>भाषा (&amp;G):</translation>
    </message>
    <message>
        <source>Allow &amp;undo</source>
        <translation>पूर्ववत की अनुमति दें (&amp;U)</translation>
    </message>
    <message>
        <source>Let moves be taken back (statistics note the games played with undo)</source>
        <translation>चालें वापस लेने दें (आँकड़ों में पूर्ववत के साथ खेली गई बाज़ियाँ दर्ज होती हैं)</translation>
    </message>
    <message>
        <source>The computer &amp;leads the first game of a match</source>
        <translation>मैच की पहली बाज़ी में कंप्यूटर पहले चलता है (&amp;L)</translation>
    </message>
    <message>
        <source>Otherwise you play first; the lead then alternates from game to game</source>
        <translation>वरना आप पहले चलते हैं; उसके बाद हर बाज़ी में पहले चलने की बारी बदलती रहती है</translation>
    </message>
    <message>
        <source>Let me &amp;cut the deck before each deal</source>
        <translation>हर बँटाई से पहले मुझे पत्ते काटने दें (&amp;C)</translation>
    </message>
    <message>
        <source>Each deal's seed comes from the game's sealed secret and your cut, so neither side chooses the cards; otherwise the game cuts at random for you</source>
        <translation>हर बँटाई का बीज खेल के सील किए गए गुप्त मान और आपके काट से बनता है, इसलिए कोई भी पक्ष पत्ते नहीं चुनता; वरना खेल आपकी ओर से बेतरतीब ढंग से काटता है</translation>
    </message>
    <message>
        <source>{deck} has a back of its own</source>
        <translation>{deck} की अपनी पीठ है</translation>
    </message>
    <message>
        <source>The colour of the backs of the built-in deck's cards</source>
        <translation>खेल की अपनी गड्डी के पत्तों की पीठ का रंग</translation>
    </message>
</context>
<context>
    <name>stats_dialog</name>
    <message>
        <source>No games of {variant} Cassino played yet.</source>
        <translation>{variant} कसीनो की अभी तक कोई बाज़ी नहीं खेली गई।</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost ({abandoned} given up).</source>
        <translation>
            <numerusform>{variant} की %n बाज़ी: {won} जीत, {drawn} बराबरी, {lost} हार (छोड़ी गई: {abandoned})।</numerusform>
            <numerusform>{variant} की %n बाज़ियाँ: {won} जीत, {drawn} बराबरी, {lost} हार (छोड़ी गईं: {abandoned})।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {variant}: {won} won, {drawn} drawn, {lost} lost.</source>
        <translation>
            <numerusform>{variant} की %n बाज़ी: {won} जीत, {drawn} बराबरी, {lost} हार।</numerusform>
            <numerusform>{variant} की %n बाज़ियाँ: {won} जीत, {drawn} बराबरी, {lost} हार।</numerusform>
        </translation>
    </message>
    <message>
        <source>Big cassino (10♦)</source>
        <translation>बड़ा कसीनो (10♦)</translation>
    </message>
    <message>
        <source>Little cassino (2♠)</source>
        <translation>छोटा कसीनो (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>इक्के</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>हुकुम</translation>
    </message>
    <message>
        <source>You</source>
        <translation>आप</translation>
    </message>
    <message>
        <source>The computers</source>
        <translation>कंप्यूटर</translation>
    </message>
    <message>
        <source>{dealt}  (chance {chance})</source>
        <translation>{dealt}  (संयोग से {chance})</translation>
    </message>
    <message>
        <source>The cards each side is dealt are counted from the next game on.</source>
        <translation>हर पक्ष को बाँटे गए पत्ते अगली बाज़ी से गिने जाएँगे।</translation>
    </message>
    <message numerus="yes">
        <source>Cards dealt over %n game(s), beside what chance gives a side for the number of cards it was dealt (the first four table cards are nobody's):</source>
        <translation>
            <numerusform>%n बाज़ी में बाँटे गए पत्ते, और साथ में यह कि किसी पक्ष को जितने पत्ते बाँटे गए, उनके हिसाब से संयोग से कितने मिलते (मेज़ के पहले चार पत्ते किसी के नहीं हैं):</numerusform>
            <numerusform>%n बाज़ियों में बाँटे गए पत्ते, और साथ में यह कि किसी पक्ष को जितने पत्ते बाँटे गए, उनके हिसाब से संयोग से कितने मिलते (मेज़ के पहले चार पत्ते किसी के नहीं हैं):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won, {drawn} drawn</source>
        <translation>
            <numerusform>{name}: %n बाज़ी, {won} जीत, {drawn} बराबरी</numerusform>
            <numerusform>{name}: %n बाज़ियाँ, {won} जीत, {drawn} बराबरी</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n game(s), {won} won</source>
        <translation>
            <numerusform>{name}: %n बाज़ी, {won} जीत</numerusform>
            <numerusform>{name}: %n बाज़ियाँ, {won} जीत</numerusform>
        </translation>
    </message>
    <message>
        <source>By name, every variant: {people}.</source>
        <translation>नाम के अनुसार, सभी प्रकार: {people}।</translation>
    </message>
    <message>
        <source>Today: won.</source>
        <translation>आज: जीत।</translation>
    </message>
    <message>
        <source>Today: lost.</source>
        <translation>आज: हार।</translation>
    </message>
    <message>
        <source>Today: drawn.</source>
        <translation>आज: बराबरी।</translation>
    </message>
    <message>
        <source>Today: being played.</source>
        <translation>आज: खेली जा रही है।</translation>
    </message>
    <message>
        <source>Daily deal (Game menu): not played yet. The same deal for everyone each day; the first try counts.</source>
        <translation>आज की बँटाई (खेल मेनू): अभी तक नहीं खेली गई। हर दिन सबके लिए एक जैसी बँटाई; पहली कोशिश गिनी जाती है।</translation>
    </message>
    <message>
        <source>Daily deal: {played}, {won} won; winning streak {run} (longest {longest}).</source>
        <translation>आज की बँटाई: {played}, {won} जीत; लगातार जीत {run} (सबसे लंबी {longest})।</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) played</source>
        <translation>
            <numerusform>%n दिन खेली</numerusform>
            <numerusform>%n दिन खेली</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n दिन</numerusform>
            <numerusform>%n दिन</numerusform>
        </translation>
    </message>
    <message>
        <source>In {variant} a match is a single game</source>
        <translation>{variant} में मैच एक ही बाज़ी का होता है</translation>
    </message>
    <message numerus="yes">
        <source>Matches are played to %n point(s)</source>
        <translation>
            <numerusform>मैच %n अंक तक खेले जाते हैं</numerusform>
            <numerusform>मैच %n अंकों तक खेले जाते हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>खेली गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Games finished, and games given up in the middle (counted as lost)</source>
        <translation>पूरी हुई बाज़ियाँ, और बीच में छोड़ी गई बाज़ियाँ (हार मानी गईं)</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीतीं</translation>
    </message>
    <message>
        <source>Games you won, and their share of the games played</source>
        <translation>आपकी जीती हुई बाज़ियाँ, और खेली गई बाज़ियों में उनका हिस्सा</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>बराबर रहीं</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>खेले गए मैच</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>जीते गए मैच</translation>
    </message>
    <message>
        <source>Most cards in a game</source>
        <translation>एक बाज़ी में सबसे ज़्यादा पत्ते</translation>
    </message>
    <message>
        <source>Best game score</source>
        <translation>एक बाज़ी का सबसे अच्छा स्कोर</translation>
    </message>
    <message>
        <source>Your most cards captured in one game</source>
        <translation>एक बाज़ी में आपके उठाए सबसे ज़्यादा पत्ते</translation>
    </message>
    <message>
        <source>Your most points in one game</source>
        <translation>एक बाज़ी में आपके सबसे ज़्यादा अंक</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>सफ़ाये</translation>
    </message>
    <message>
        <source>Times you cleared the table (they do not score in Original)</source>
        <translation>आपने कितनी बार मेज़ ख़ाली की (मूल में इनके अंक नहीं मिलते)</translation>
    </message>
    <message>
        <source>Times you cleared the table</source>
        <translation>आपने कितनी बार मेज़ ख़ाली की</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>मौजूदा लगातार जीत</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>आख़िरी बाज़ी तक लगातार जीती गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>सबसे लंबी लगातार जीत</translation>
    </message>
    <message>
        <source>Your most games won in a row</source>
        <translation>आपकी लगातार जीती गई सबसे ज़्यादा बाज़ियाँ</translation>
    </message>
    <message>
        <source>Games with undo</source>
        <translation>पूर्ववत वाली बाज़ियाँ</translation>
    </message>
    <message>
        <source>Games in which you took a move back</source>
        <translation>वे बाज़ियाँ जिनमें आपने कोई चाल वापस ली</translation>
    </message>
    <message>
        <source>Games given up</source>
        <translation>छोड़ी गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Games left for a new one or another variant: each counts as lost</source>
        <translation>नई बाज़ी या दूसरे प्रकार के लिए छोड़ी गई बाज़ियाँ: हर एक हार मानी जाती है</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>Each person who gave a name in Variants, under that name, alone at the table or sharing the screen</source>
        <translation>प्रकार में नाम देने वाला हर व्यक्ति, उसी नाम से, चाहे मेज़ पर अकेला हो या स्क्रीन साझा कर रहा हो</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>रीसेट करें (&amp;R)…</translation>
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
        <translation>{variant} रीसेट करें (&amp;R)…</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero</source>
        <translation>अपने {variant} के आँकड़े फिर से शून्य करें</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>आँकड़े रीसेट करें</translation>
    </message>
    <message>
        <source>Set your {variant} statistics back to zero?

This cannot be undone.</source>
        <translation>अपने {variant} के आँकड़े फिर से शून्य करें?

इसे पूर्ववत नहीं किया जा सकता।</translation>
    </message>
</context>
<context>
    <name>variant_dialog</name>
    <message>
        <source>Four players in two sides, partners opposite (South and North against West and East): captures score together and the match is between sides</source>
        <translation>चार खिलाड़ी दो पक्षों में, साथी आमने-सामने (दक्षिण और उत्तर बनाम पश्चिम और पूर्व): उठाए गए पत्तों के अंक साथ गिने जाते हैं और मैच दोनों पक्षों के बीच होता है</translation>
    </message>
    <message>
        <source>Choose a Variant</source>
        <translation>प्रकार चुनें</translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation>प्रकार चुनें</translation>
    </message>
    <message>
        <source>Which Cassino would you like to play?</source>
        <translation>आप कौन-सा कसीनो खेलना चाहेंगे?</translation>
    </message>
    <message>
        <source>{title}: {description}</source>
        <translation>{title}: {description}</translation>
    </message>
    <message>
        <source>Other &amp;players:</source>
        <translation>दूसरे खिलाड़ी (&amp;P):</translation>
    </message>
    <message>
        <source>Other players at the table</source>
        <translation>मेज़ पर दूसरे खिलाड़ी</translation>
    </message>
    <message>
        <source>Partn&amp;erships: South and North against West and East</source>
        <translation>जोड़ियाँ: दक्षिण और उत्तर बनाम पश्चिम और पूर्व (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>हो गया (&amp;D)</translation>
    </message>
    <message>
        <source>Partnerships are played by four: choose three computers</source>
        <translation>जोड़ियों में चार खिलाड़ी खेलते हैं: तीन कंप्यूटर चुनें</translation>
    </message>
    <message>
        <source>{opponents} (a table of {players})</source>
        <translation>{opponents} ({players} खिलाड़ियों की मेज़)</translation>
    </message>
    <message>
        <source>{variant} is played by two.</source>
        <translation>{variant} दो खिलाड़ी खेलते हैं।</translation>
    </message>
    <message>
        <source>Clearance, Advanced and Royal seat up to four.</source>
        <translation>Clearance, उन्नत और रॉयल में चार तक खिलाड़ी बैठ सकते हैं।</translation>
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
    <name>online</name>
    <message>
        <source>Play online</source>
        <translation>ऑनलाइन खेलें</translation>
    </message>
    <message>
        <source>Your Matrix account</source>
        <translation>आपका Matrix खाता</translation>
    </message>
    <message>
        <source>Homeserver</source>
        <translation>होमसर्वर</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>उपयोगकर्ता नाम</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>पासवर्ड</translation>
    </message>
    <message>
        <source>&amp;Homeserver:</source>
        <translation>होमसर्वर (&amp;H):</translation>
    </message>
    <message>
        <source>&amp;User name:</source>
        <translation>उपयोगकर्ता नाम (&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>पासवर्ड (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Sign in</source>
        <translation>साइन इन करें (&amp;S)</translation>
    </message>
    <message>
        <source>Only the key the server gives is kept, in the system's keyring or a file only you can read; never the password.</source>
        <translation>सिर्फ़ सर्वर की दी हुई कुंजी रखी जाती है, सिस्टम की कीरिंग में या ऐसी फ़ाइल में जिसे सिर्फ़ आप पढ़ सकते हैं; पासवर्ड कभी नहीं।</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>साइन आउट करें (&amp;O)</translation>
    </message>
    <message>
        <source>Your tables</source>
        <translation>आपकी मेज़ें</translation>
    </message>
    <message>
        <source>&amp;Play at this table</source>
        <translation>इस मेज़ पर खेलें (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>ताज़ा करें (&amp;R)</translation>
    </message>
    <message>
        <source>A new table</source>
        <translation>एक नई मेज़</translation>
    </message>
    <message>
        <source>@friend:example.org</source>
        <translation>@friend:example.org</translation>
    </message>
    <message>
        <source>Your friend's Matrix ID</source>
        <translation>आपके दोस्त की Matrix ID</translation>
    </message>
    <message>
        <source>another friend, if more play</source>
        <translation>एक और दोस्त, अगर ज़्यादा लोग खेलें</translation>
    </message>
    <message>
        <source>Your second friend's Matrix ID</source>
        <translation>आपके दूसरे दोस्त की Matrix ID</translation>
    </message>
    <message>
        <source>Your third friend's Matrix ID</source>
        <translation>आपके तीसरे दोस्त की Matrix ID</translation>
    </message>
    <message>
        <source>Pla&amp;y in partnerships, partners opposite</source>
        <translation>जोड़ियों में खेलें, साथी आमने-सामने (&amp;Y)</translation>
    </message>
    <message>
        <source>With three friends: you and your second friend against the other two.</source>
        <translation>तीन दोस्तों के साथ: आप और आपका दूसरा दोस्त बाक़ी दोनों के ख़िलाफ़।</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>{title}, {rules}</source>
        <translation>{title}, {rules}</translation>
    </message>
    <message>
        <source>&amp;Friend:</source>
        <translation>दोस्त (&amp;F):</translation>
    </message>
    <message>
        <source>Second friend:</source>
        <translation>दूसरा दोस्त:</translation>
    </message>
    <message>
        <source>Third friend:</source>
        <translation>तीसरा दोस्त:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>प्रकार (&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Invite and sit down</source>
        <translation>न्योता दें और बैठें (&amp;I)</translation>
    </message>
    <message>
        <source>What the online table is doing</source>
        <translation>ऑनलाइन मेज़ क्या कर रही है</translation>
    </message>
    <message>
        <source>Signed in as {user}.</source>
        <translation>{user} के रूप में साइन इन।</translation>
    </message>
    <message>
        <source>Give the homeserver's address, your user name and your password.</source>
        <translation>होमसर्वर का पता, अपना उपयोगकर्ता नाम और पासवर्ड दें।</translation>
    </message>
    <message>
        <source>{names}: a move since yours ({friends})</source>
        <translation>{names}: आपकी चाल के बाद चाल चली गई ({friends})</translation>
    </message>
    <message>
        <source>{names}: waiting for their moves ({friends})</source>
        <translation>{names}: उनकी चालों का इंतज़ार ({friends})</translation>
    </message>
    <message>
        <source>{name} invites you to a table ({friend})</source>
        <translation>{name} आपको एक मेज़ पर बुला रहे हैं ({friend})</translation>
    </message>
    <message>
        <source>{name}: your move ({friend})</source>
        <translation>{name}: आपकी चाल ({friend})</translation>
    </message>
    <message>
        <source>{name}: waiting for their move ({friend})</source>
        <translation>{name}: उनकी चाल का इंतज़ार ({friend})</translation>
    </message>
    <message>
        <source>No tables yet: invite a friend below.</source>
        <translation>अभी कोई मेज़ नहीं: नीचे किसी दोस्त को न्योता दें।</translation>
    </message>
    <message>
        <source>A Matrix ID looks like @name:server, for example @ann:matrix.org.</source>
        <translation>Matrix ID ऐसी दिखती है: @नाम:सर्वर, जैसे @ann:matrix.org।</translation>
    </message>
    <message>
        <source>Each friend sits at the table once: give each Matrix ID once.</source>
        <translation>हर दोस्त मेज़ पर एक ही बार बैठता है: हर Matrix ID एक ही बार दें।</translation>
    </message>
    <message numerus="yes">
        <source>{variant} is not played by %n player(s): invite as many friends as it seats.</source>
        <translation>
            <numerusform>{variant} %n खिलाड़ी से नहीं खेला जाता: उतने दोस्तों को बुलाएँ जितने इसमें बैठते हैं।</numerusform>
            <numerusform>{variant} %n खिलाड़ियों से नहीं खेला जाता: उतने दोस्तों को बुलाएँ जितने इसमें बैठते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you and {name} both shuffled and locked, each blind to the other's shuffle: neither of you, nor the server, could choose the cards or see the other's hand.</source>
        <translation>यह बाज़ी ऐसी गड्डी से बँटी जिसे आपने और {name} ने दोनों ने फेंटा और ताला लगाया, हर एक दूसरे की फेंट देखे बिना: न आप दोनों, न सर्वर, पत्ते चुन सकते थे या दूसरे का हाथ देख सकते थे।</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {name} some other way than through the server (by voice, say): the same code on both screens means that you share one deal, with no one between you.</source>
        <translation>बँटाई कोड: {code}। इसे {name} को सर्वर के अलावा किसी और तरीक़े से पढ़कर सुनाएँ (जैसे आवाज़ से): दोनों स्क्रीन पर एक ही कोड का मतलब है कि आपकी बँटाई एक ही है, बीच में कोई नहीं।</translation>
    </message>
    <message>
        <source>Checked: both secrets give this deal and every move that was played in it.</source>
        <translation>जाँचा गया: दोनों गुप्त मान यही बँटाई और इसमें चली हर चाल देते हैं।</translation>
    </message>
    <message>
        <source>When the game ends, both secrets are revealed and every card and move is checked.</source>
        <translation>बाज़ी ख़त्म होने पर दोनों गुप्त मान खोले जाते हैं और हर पत्ता और चाल जाँची जाती है।</translation>
    </message>
    <message>
        <source>This game was dealt from a deck that you, {names} each shuffled and locked, each blind to the others' shuffles: none of you, nor the server, could choose the cards or see another's hand.</source>
        <translation>यह बाज़ी ऐसी गड्डी से बँटी जिसे आपने और {names} ने, हर एक ने फेंटा और ताला लगाया, हर एक दूसरों की फेंट देखे बिना: न आप में से कोई, न सर्वर, पत्ते चुन सकता था या किसी और का हाथ देख सकता था।</translation>
    </message>
    <message>
        <source>Deal code: {code}. Read it to {names} some other way than through the server (by voice, say): the same code on every screen means that you all share one deal, with no one between you.</source>
        <translation>बँटाई कोड: {code}। इसे {names} को सर्वर के अलावा किसी और तरीक़े से पढ़कर सुनाएँ (जैसे आवाज़ से): हर स्क्रीन पर एक ही कोड का मतलब है कि आप सबकी बँटाई एक ही है, बीच में कोई नहीं।</translation>
    </message>
    <message>
        <source>Checked: every player's secret gives this deal and every move that was played in it.</source>
        <translation>जाँचा गया: सभी खिलाड़ियों के गुप्त मान यही बँटाई और इसमें चली हर चाल देते हैं।</translation>
    </message>
    <message>
        <source>When the game ends, every secret is revealed and every card and move is checked.</source>
        <translation>बाज़ी ख़त्म होने पर सभी गुप्त मान खोले जाते हैं और हर पत्ता और चाल जाँची जाती है।</translation>
    </message>
    <message>
        <source>Signed out: the online game waits at its table until you sign in and take it up.</source>
        <translation>आपने साइन आउट किया: ऑनलाइन बाज़ी अपनी मेज़ पर तब तक इंतज़ार करेगी जब तक आप साइन इन करके उसे फिर शुरू न करें।</translation>
    </message>
    <message>
        <source>Shuffling the sealed deck with {name}…</source>
        <translation>{name} के साथ सील की गई गड्डी फेंटी जा रही है…</translation>
    </message>
    <message>
        <source>Online table with {friend}: {variant}.</source>
        <translation>{friend} के साथ ऑनलाइन मेज़: {variant}।</translation>
    </message>
    <message>
        <source>your program</source>
        <translation>आपका प्रोग्राम</translation>
    </message>
    <message>
        <source>The online game waits at its table: Game ▸ Play online takes it up again.</source>
        <translation>ऑनलाइन बाज़ी अपनी मेज़ पर इंतज़ार कर रही है: खेल ▸ ऑनलाइन खेलें से उसे फिर शुरू करें।</translation>
    </message>
    <message>
        <source>Game {number} goes on at move {moves}.</source>
        <translation>बाज़ी {number} चाल {moves} से आगे चलती है।</translation>
    </message>
    <message>
        <source>The online match is over; every game's deal was checked.</source>
        <translation>ऑनलाइन मुक़ाबला ख़त्म हुआ; हर बाज़ी की बँटाई जाँची गई।</translation>
    </message>
    <message>
        <source>Shuffling the next game's sealed deck…</source>
        <translation>अगली बाज़ी की सील की गई गड्डी फेंटी जा रही है…</translation>
    </message>
    <message>
        <source>{name} has moved: your turn.</source>
        <translation>{name} ने चाल चल दी: आपकी बारी।</translation>
    </message>
    <message>
        <source>Sending your move…</source>
        <translation>आपकी चाल भेजी जा रही है…</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against both players' secrets.</source>
        <translation>बाज़ी {number} की बँटाई जाँच ली गई: हर पत्ता और हर चाल, दोनों खिलाड़ियों के गुप्त मानों से।</translation>
    </message>
    <message>
        <source>Game {number}'s deal is checked: every card and every move, against every player's secret.</source>
        <translation>बाज़ी {number} की बँटाई जाँच ली गई: हर पत्ता और हर चाल, सभी खिलाड़ियों के गुप्त मानों से।</translation>
    </message>
    <message>
        <source>The online game stopped: {why} ({detail})</source>
        <translation>ऑनलाइन बाज़ी रुक गई: {why} ({detail})</translation>
    </message>
    <message>
        <source>The online game stopped. Start a new game (F2).</source>
        <translation>ऑनलाइन बाज़ी रुक गई। नई बाज़ी शुरू करें (F2)।</translation>
    </message>
    <message>
        <source>The online game stopped: {why}</source>
        <translation>ऑनलाइन बाज़ी रुक गई: {why}</translation>
    </message>
    <message>
        <source>Cassino</source>
        <translation>कसीनो</translation>
    </message>
    <message>
        <source>{name} sent something that is no part of the game.</source>
        <translation>{name} ने कुछ ऐसा भेजा जो खेल का हिस्सा नहीं है।</translation>
    </message>
    <message>
        <source>an event of {name}'s was repeated, lost, reordered or changed on its way.</source>
        <translation>{name} की एक घटना रास्ते में दोहराई गई, खो गई, आगे-पीछे हुई या बदल गई।</translation>
    </message>
    <message>
        <source>{name} sat down at a table set otherwise (another variant or other house rules).</source>
        <translation>{name} किसी और तरह से सजी मेज़ पर बैठे (कोई और प्रकार या घर के दूसरे नियम)।</translation>
    </message>
    <message>
        <source>{name} sent an event out of its place (a move out of turn, or before the keys it owed).</source>
        <translation>{name} ने एक घटना ग़लत जगह भेजी (बारी के बिना चाल, या देय कुंजियों से पहले)।</translation>
    </message>
    <message>
        <source>{name} shuffled the sealed deck as no honest program could.</source>
        <translation>{name} ने सील की गई गड्डी ऐसे फेंटी जैसे कोई ईमानदार प्रोग्राम नहीं फेंट सकता।</translation>
    </message>
    <message>
        <source>{name} sent a key that opens no card it may show.</source>
        <translation>{name} ने ऐसी कुंजी भेजी जो कोई दिखाने लायक़ पत्ता नहीं खोलती।</translation>
    </message>
    <message>
        <source>{name} played a card that was not in their hand.</source>
        <translation>{name} ने ऐसा पत्ता चला जो उनके हाथ में नहीं था।</translation>
    </message>
    <message>
        <source>{name} made a move the rules do not allow.</source>
        <translation>{name} ने ऐसी चाल चली जिसकी नियम इजाज़त नहीं देते।</translation>
    </message>
    <message>
        <source>{name}'s secret at the end does not give the deal that was played: the deal was not honest.</source>
        <translation>अंत में {name} का गुप्त मान खेली गई बँटाई नहीं देता: बँटाई ईमानदार नहीं थी।</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>साइन इन हो रहा है…</translation>
    </message>
    <message>
        <source>Signing out…</source>
        <translation>साइन आउट हो रहा है…</translation>
    </message>
    <message>
        <source>Reading your tables…</source>
        <translation>आपकी मेज़ें पढ़ी जा रही हैं…</translation>
    </message>
    <message>
        <source>Making the table and inviting {friend}…</source>
        <translation>मेज़ बनाई जा रही है और {friend} को न्योता दिया जा रहा है…</translation>
    </message>
    <message>
        <source>Sitting down at the table…</source>
        <translation>मेज़ पर बैठ रहे हैं…</translation>
    </message>
    <message>
        <source>The online table has stopped: open Play online again.</source>
        <translation>ऑनलाइन मेज़ रुक गई: ऑनलाइन खेलें फिर से खोलें।</translation>
    </message>
    <message>
        <source>Sign in first.</source>
        <translation>पहले साइन इन करें।</translation>
    </message>
    <message>
        <source>You are not at an online table.</source>
        <translation>आप किसी ऑनलाइन मेज़ पर नहीं हैं।</translation>
    </message>
    <message>
        <source>The table cannot take your move now: {reason}.</source>
        <translation>मेज़ अभी आपकी चाल नहीं ले सकती: {reason}।</translation>
    </message>
    <message>
        <source>That move is not allowed: {reason}.</source>
        <translation>यह चाल मान्य नहीं है: {reason}।</translation>
    </message>
    <message>
        <source>The table could not be set: {reason}.</source>
        <translation>मेज़ तैयार नहीं हो सकी: {reason}।</translation>
    </message>
    <message>
        <source>Something went wrong at the online table: {reason}.</source>
        <translation>ऑनलाइन मेज़ पर कुछ गड़बड़ हुई: {reason}।</translation>
    </message>
</context>
<context>
    <name>pace</name>
    <message>
        <source>Fast</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>Wait for my click</source>
        <translation>मेरे क्लिक का इंतज़ार करें</translation>
    </message>
</context>
<context>
    <name>pass_screen</name>
    <message>
        <source>Show my cards</source>
        <translation>मेरे पत्ते दिखाएँ</translation>
    </message>
    <message>
        <source>The moves since your last turn:</source>
        <translation>आपकी पिछली बारी के बाद की चालें:</translation>
    </message>
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
        <translation>बाएँ स्क्रॉल करें</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>दाएँ स्क्रॉल करें</translation>
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
        <translation>मैच की बाज़ी; Σ अब तक का मैच दर्शाता है</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>खिलाड़ी का नाम</translation>
    </message>
    <message>
        <source>Most
cards</source>
        <translation>ज़्यादा
पत्ते</translation>
    </message>
    <message>
        <source>Most cards: 3 points to whoever has the most (none when the most is shared)</source>
        <translation>सबसे ज़्यादा पत्ते: जिसके पास सबसे ज़्यादा हों, उसे 3 अंक (बराबरी हो तो किसी को नहीं)</translation>
    </message>
    <message>
        <source>Most
♠</source>
        <translation>ज़्यादा
♠</translation>
    </message>
    <message>
        <source>Most spades: 1 point to whoever has the most (none when it is shared)</source>
        <translation>सबसे ज़्यादा हुकुम: जिसके पास सबसे ज़्यादा हों, उसे 1 अंक (बराबरी हो तो किसी को नहीं)</translation>
    </message>
    <message>
        <source>10♦
2♠</source>
        <translation>10♦
2♠</translation>
    </message>
    <message>
        <source>The cassinos: the 10 of diamonds (big) 2 points, the 2 of spades (little) 1</source>
        <translation>कसीनो: ईंट का दहला (बड़ा) 2 अंक, हुकुम की दुक्की (छोटा) 1</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>इक्के</translation>
    </message>
    <message>
        <source>Aces: 1 point each</source>
        <translation>इक्के: हर एक का 1 अंक</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>सफ़ाये</translation>
    </message>
    <message>
        <source>Sweeps: 1 point each</source>
        <translation>सफ़ाये: हर एक का 1 अंक</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, the match score</source>
        <translation>इस बाज़ी के अंक; Σ वाली पंक्तियों में, मैच का स्कोर</translation>
    </message>
    <message>
        <source>Spade
pts</source>
        <translation>हुकुम
अंक</translation>
    </message>
    <message>
        <source>Spade points (Spade Cassino): the jack of spades 2, every other spade 1</source>
        <translation>हुकुम के अंक (हुकुम कसीनो): हुकुम का गुलाम 2, बाक़ी हर हुकुम 1</translation>
    </message>
    <message>
        <source>Most cards: 1 point to every player with the most</source>
        <translation>सबसे ज़्यादा पत्ते: सबसे ज़्यादा वाले हर खिलाड़ी को 1 अंक</translation>
    </message>
    <message>
        <source>Most spades: 1 point to every player with the most</source>
        <translation>सबसे ज़्यादा हुकुम: सबसे ज़्यादा वाले हर खिलाड़ी को 1 अंक</translation>
    </message>
    <message>
        <source>The 10 of diamonds and the 2 of spades: 2 points each</source>
        <translation>ईंट का दहला और हुकुम की दुक्की: हर एक के 2 अंक</translation>
    </message>
    <message>
        <source>Points this game; on the Σ rows, all games so far</source>
        <translation>इस बाज़ी के अंक; Σ वाली पंक्तियों में, अब तक की सभी बाज़ियाँ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>पत्ते</translation>
    </message>
    <message>
        <source>Cards captured: one point each; on the Σ rows, all games so far</source>
        <translation>उठाए गए पत्ते: हर एक का एक अंक; Σ वाली पंक्तियों में, अब तक की सभी बाज़ियाँ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>नतीजा</translation>
    </message>
    <message>
        <source>Who won the game; on the Σ rows, games won</source>
        <translation>बाज़ी किसने जीती; Σ वाली पंक्तियों में, जीती गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>बाज़ी</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>सबसे ज़्यादा पत्ते</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>सबसे ज़्यादा हुकुम</translation>
    </message>
    <message>
        <source>Cassinos</source>
        <translation>कसीनो</translation>
    </message>
    <message>
        <source>Spade points</source>
        <translation>हुकुम के अंक</translation>
    </message>
    <message>
        <source>most cards</source>
        <translation>सबसे ज़्यादा पत्ते</translation>
    </message>
    <message>
        <source>most spades</source>
        <translation>सबसे ज़्यादा हुकुम</translation>
    </message>
    <message>
        <source>big cassino</source>
        <translation>बड़ा कसीनो</translation>
    </message>
    <message>
        <source>little cassino</source>
        <translation>छोटा कसीनो</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>इक्के</translation>
    </message>
    <message>
        <source>sweeps</source>
        <translation>सफ़ाये</translation>
    </message>
    <message>
        <source>spade points</source>
        <translation>हुकुम के अंक</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>कोई अंक नहीं</translation>
    </message>
    <message>
        <source>Σ</source>
        <comment>the mark of the total rows (the match so far), as in the column's tooltip</comment>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीत</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हार</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n जीत</numerusform>
            <numerusform>%n जीतें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n बाज़ी</numerusform>
            <numerusform>%n बाज़ियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {won}, {cards} in {games}</source>
        <translation>{name}: {games}, {won}, {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n बाज़ी जीती</numerusform>
            <numerusform>%n बाज़ियाँ जीतीं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n पत्ता</numerusform>
            <numerusform>%n पत्ते</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n अंक</numerusform>
            <numerusform>%n अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points} in {games}</source>
        <translation>{name}: {games}, {points}</translation>
    </message>
    <message>
        <source>{name}: {points} in {games}; the match is to {target}</source>
        <translation>{name}: {games}, {points}; मैच {target} अंकों तक है</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n card(s) captured</source>
        <translation>
            <numerusform>बाज़ी {game}, {name}: %n पत्ता उठाया</numerusform>
            <numerusform>बाज़ी {game}, {name}: %n पत्ते उठाए</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {captured}, {points}</source>
        <translation>बाज़ी {game}, {name}: {captured}, {points}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) captured</source>
        <translation>
            <numerusform>%n पत्ता उठाया</numerusform>
            <numerusform>%n पत्ते उठाए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s) captured</source>
        <translation>
            <numerusform>%n हुकुम उठाया</numerusform>
            <numerusform>%n हुकुम उठाए</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {big} for big cassino (10♦), {little} for little cassino (2♠)</source>
        <translation>बाज़ी {game}, {name}: बड़े कसीनो (10♦) के लिए {big}, छोटे कसीनो (2♠) के लिए {little}</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, {name}: %n point(s) for {category}</source>
        <translation>
            <numerusform>बाज़ी {game}, {name}: {category} — %n अंक</numerusform>
            <numerusform>बाज़ी {game}, {name}: {category} — %n अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {game}, {name}: {breakdown}</source>
        <translation>बाज़ी {game}, {name}: {breakdown}</translation>
    </message>
    <message>
        <source>Total, {name}, {column}: {value}</source>
        <translation>कुल, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Game {game}, {name}, {column}: {value}</source>
        <translation>बाज़ी {game}, {name}, {column}: {value}</translation>
    </message>
    <message>
        <source>Double-click a game, or right-click it, to review it move by move</source>
        <translation>किसी बाज़ी की चाल-दर-चाल समीक्षा करने के लिए उस पर डबल-क्लिक या राइट-क्लिक करें</translation>
    </message>
    <message>
        <source>Match score sheet</source>
        <translation>मैच की स्कोर शीट</translation>
    </message>
    <message>
        <source>&amp;Review game {game}…</source>
        <translation>बाज़ी {game} की समीक्षा करें (&amp;R)…</translation>
    </message>
</context>
<context>
    <name>seats_panel</name>
    <message>
        <source>South (at the bottom):</source>
        <translation>दक्षिण (नीचे):</translation>
    </message>
    <message>
        <source>West (to South's left):</source>
        <translation>पश्चिम (दक्षिण के बाएँ):</translation>
    </message>
    <message>
        <source>North (opposite South):</source>
        <translation>उत्तर (दक्षिण के सामने):</translation>
    </message>
    <message>
        <source>East (to South's right):</source>
        <translation>पूर्व (दक्षिण के दाएँ):</translation>
    </message>
    <message>
        <source>Computer, easy</source>
        <translation>कंप्यूटर, आसान</translation>
    </message>
    <message>
        <source>Computer, medium</source>
        <translation>कंप्यूटर, मध्यम</translation>
    </message>
    <message>
        <source>Computer, hard</source>
        <translation>कंप्यूटर, कठिन</translation>
    </message>
    <message>
        <source>Computer, expert</source>
        <translation>कंप्यूटर, विशेषज्ञ</translation>
    </message>
    <message>
        <source>At least one seat must be a person's.</source>
        <translation>कम से कम एक सीट पर कोई व्यक्ति होना चाहिए।</translation>
    </message>
    <message>
        <source>Two people are called {name}.</source>
        <translation>दो लोगों का नाम {name} है।</translation>
    </message>
    <message>
        <source>{name} is the name of a chair: choose another.</source>
        <translation>{name} एक सीट का नाम है: कोई दूसरा नाम चुनें।</translation>
    </message>
    <message>
        <source>Who plays</source>
        <translation>कौन खेलेगा</translation>
    </message>
    <message>
        <source>Any seat can be a person. People sharing the screen pass it on at each turn; nobody sees another person's hand.</source>
        <translation>किसी भी सीट पर कोई व्यक्ति खेल सकता है। स्क्रीन साझा करने वाले लोग हर बारी पर उसे आगे बढ़ा देते हैं; कोई किसी दूसरे व्यक्ति का हाथ नहीं देखता।</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>व्यक्ति</translation>
    </message>
    <message>
        <source>Who plays {chair}</source>
        <translation>{chair} पर कौन खेलेगा</translation>
    </message>
    <message>
        <source>Name of the person playing {chair}</source>
        <translation>{chair} पर खेलने वाले व्यक्ति का नाम</translation>
    </message>
    <message>
        <source>You (type a name)</source>
        <translation>आप (नाम लिखें)</translation>
    </message>
    <message>
        <source>{chair} (type a name)</source>
        <translation>{chair} (नाम लिखें)</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>कंप्यूटर, {level}</translation>
    </message>
    <message numerus="yes">
        <source>A name is at most %n printable character(s), without spaces at either end.</source>
        <translation>
            <numerusform>नाम में ज़्यादा से ज़्यादा %n छपने योग्य अक्षर हो सकता है, दोनों सिरों पर स्पेस के बिना।</numerusform>
            <numerusform>नाम में ज़्यादा से ज़्यादा %n छपने योग्य अक्षर हो सकते हैं, दोनों सिरों पर स्पेस के बिना।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <source>It is {name}'s turn.</source>
        <translation>{name} की बारी है।</translation>
    </message>
    <message>
        <source>It is the computer's turn.</source>
        <translation>कंप्यूटर की बारी है।</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>उस चाल की अनुमति नहीं है।</translation>
    </message>
    <message>
        <source>the saved match is over</source>
        <translation>सहेजा गया मैच ख़त्म हो चुका है</translation>
    </message>
    <message>
        <source>the saved seats are not the match's table</source>
        <translation>सहेजी गई सीटें मैच की मेज़ से मेल नहीं खातीं</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>a list</source>
        <translation>एक सूची</translation>
    </message>
    <message>
        <source>a value of another kind ({kind})</source>
        <translation>किसी दूसरी तरह का मान ({kind})</translation>
    </message>
    <message>
        <source>Qt could not read it as a settings file</source>
        <translation>Qt उसे सेटिंग्स फ़ाइल के रूप में पढ़ नहीं सका</translation>
    </message>
    <message>
        <source>its {key} is {value}</source>
        <translation>उसमें {key} का मान {value} है</translation>
    </message>
    <message>
        <source>it is far too large</source>
        <translation>वह बहुत ही बड़ी है</translation>
    </message>
    <message>
        <source>Your settings file {path} is not a regular file ({kind}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} सामान्य फ़ाइल नहीं, बल्कि {kind} है, इसलिए उसे जैसा है वैसा ही छोड़ दिया गया है और आपकी सेटिंग्स सिर्फ़ इस बार के लिए रखी जा रही हैं।</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read ({reason}), so it was left as it is and your settings are kept for this run only.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} पढ़ी नहीं जा सकी ({reason}), इसलिए उसे जैसा है वैसा ही छोड़ दिया गया है और आपकी सेटिंग्स सिर्फ़ इस बार के लिए रखी जा रही हैं।</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}) and could not be set aside ({error}), so the defaults are used for this run only.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} ख़राब थी ({reason}) और उसे अलग नहीं रखा जा सका ({error}), इसलिए सिर्फ़ इस बार के लिए डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं।</translation>
    </message>
    <message>
        <source>Your settings file {path} was damaged ({reason}), so it was set aside as {name} and the defaults are used.</source>
        <translation>आपकी सेटिंग्स फ़ाइल {path} ख़राब थी ({reason}), इसलिए उसे {name} नाम से अलग रख दिया गया है और डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं।</translation>
    </message>
</context>
<context>
    <name>single_instance</name>
    <message>
        <source>Cassino is already open (process {pid}) but does not answer. Close it, or end that process, then start Cassino again: two windows would play over the same saved game.</source>
        <translation>Cassino पहले से खुला है (प्रक्रिया {pid}), पर जवाब नहीं दे रहा। उसे बंद करें, या वह प्रक्रिया समाप्त करें, फिर Cassino दोबारा शुरू करें: दो विंडो एक ही सहेजी गई बाज़ी पर खेलेंगी।</translation>
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
        <translation>कंप्यूटर</translation>
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
        <comment>a queen</comment>
        <translation>{suit} की {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <comment>a list</comment>
        <translation>{first} और {last}</translation>
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
        <source>the group of {value}</source>
        <translation>{value} के समूह</translation>
    </message>
    <message>
        <source>your build of {value}</source>
        <translation>आपके {value} के बिल्ड</translation>
    </message>
    <message>
        <source>their own build of {value}</source>
        <translation>अपने {value} के बिल्ड</translation>
    </message>
    <message>
        <source>the computer’s build of {value}</source>
        <translation>कंप्यूटर के {value} के बिल्ड</translation>
    </message>
    <message>
        <source>{name}’s build of {value}</source>
        <translation>{name} के {value} के बिल्ड</translation>
    </message>
    <message>
        <source>You raise {build} and {cards} to {value} with {card}</source>
        <translation>आपने {card} से {build} और {cards} को {value} तक बढ़ाया</translation>
    </message>
    <message>
        <source>{who} raises {build} and {cards} to {value} with {card}</source>
        <translation>{who} ने {card} से {build} और {cards} को {value} तक बढ़ाया</translation>
    </message>
    <message>
        <source>You raise {build} to {value} with {card}</source>
        <translation>आपने {card} से {build} को {value} तक बढ़ाया</translation>
    </message>
    <message>
        <source>{who} raises {build} to {value} with {card}</source>
        <translation>{who} ने {card} से {build} को {value} तक बढ़ाया</translation>
    </message>
    <message>
        <source>You add {cards} to {build} with {card}</source>
        <translation>आपने {card} से {build} में {cards} जोड़े</translation>
    </message>
    <message>
        <source>{who} adds {cards} to {build} with {card}</source>
        <translation>{who} ने {card} से {build} में {cards} जोड़े</translation>
    </message>
    <message>
        <source>You add {card} to {build}</source>
        <translation>आपने {build} में {card} जोड़ा</translation>
    </message>
    <message>
        <source>{who} adds {card} to {build}</source>
        <translation>{who} ने {build} में {card} जोड़ा</translation>
    </message>
    <message>
        <source>You sweep the table</source>
        <translation>आपने मेज़ का सफ़ाया किया</translation>
    </message>
    <message>
        <source>{who} sweeps the table</source>
        <translation>{who} ने मेज़ का सफ़ाया किया</translation>
    </message>
    <message>
        <source>You take the big cassino, {card}</source>
        <translation>आपने बड़ा कसीनो उठाया, {card}</translation>
    </message>
    <message>
        <source>{who} takes the big cassino, {card}</source>
        <translation>{who} ने बड़ा कसीनो उठाया, {card}</translation>
    </message>
    <message>
        <source>You take the little cassino, {card}</source>
        <translation>आपने छोटा कसीनो उठाया, {card}</translation>
    </message>
    <message>
        <source>{who} takes the little cassino, {card}</source>
        <translation>{who} ने छोटा कसीनो उठाया, {card}</translation>
    </message>
    <message>
        <source>You take away {build}</source>
        <translation>आपने {build} को छीन लिया</translation>
    </message>
    <message>
        <source>{who} takes away {build}</source>
        <translation>{who} ने {build} को छीन लिया</translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to you: {cards}.</source>
        <translation>
            <numerusform>मेज़ पर बचा %n पत्ता आपको मिलता है: {cards}।</numerusform>
            <numerusform>मेज़ पर बचे %n पत्ते आपको मिलते हैं: {cards}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n [card|cards] left on the table [goes|go] to {name}: {cards}.</source>
        <translation>
            <numerusform>मेज़ पर बचा %n पत्ता {name} को मिलता है: {cards}।</numerusform>
            <numerusform>मेज़ पर बचे %n पत्ते {name} को मिलते हैं: {cards}।</numerusform>
        </translation>
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
        <translation>उठाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>G&amp;roup</source>
        <translation>समूह (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>छोड़ें (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>उठाएँ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>बनाएँ (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Trail</source>
        <translation>डालें (&amp;T)</translation>
    </message>
</context>
<context>
    <name>card_item</name>
    <message>
        <source>A group of {value}: a {value} takes it; anyone may pair or combine it further (up to 10)</source>
        <translation>{value} का समूह: इसे {value} उठाता है; कोई भी इसकी आगे जोड़ी बना सकता है या इसे आगे मिला सकता है (10 तक)</translation>
    </message>
    <message>
        <source>A multiple build of {value}, yours: its value is fixed; only a {value} takes it</source>
        <translation>{value} का बहु-बिल्ड, आपका: इसका मान तय है; इसे सिर्फ़ {value} उठाता है</translation>
    </message>
    <message>
        <source>A single build of {value}, yours: it can be raised or taken</source>
        <translation>{value} का एकल बिल्ड, आपका: इसे बढ़ाया या उठाया जा सकता है</translation>
    </message>
    <message>
        <source>A multiple build of {value}, your partner {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>{value} का बहु-बिल्ड, आपके साथी {owner} का: इसका मान तय है; इसे सिर्फ़ {value} उठाता है</translation>
    </message>
    <message>
        <source>A single build of {value}, your partner {owner}’s: it can be raised or taken</source>
        <translation>{value} का एकल बिल्ड, आपके साथी {owner} का: इसे बढ़ाया या उठाया जा सकता है</translation>
    </message>
    <message>
        <source>A multiple build of {value}, the computer’s: its value is fixed; only a {value} takes it</source>
        <translation>{value} का बहु-बिल्ड, कंप्यूटर का: इसका मान तय है; इसे सिर्फ़ {value} उठाता है</translation>
    </message>
    <message>
        <source>A single build of {value}, the computer’s: it can be raised or taken</source>
        <translation>{value} का एकल बिल्ड, कंप्यूटर का: इसे बढ़ाया या उठाया जा सकता है</translation>
    </message>
    <message>
        <source>A multiple build of {value}, {owner}’s: its value is fixed; only a {value} takes it</source>
        <translation>{value} का बहु-बिल्ड, {owner} का: इसका मान तय है; इसे सिर्फ़ {value} उठाता है</translation>
    </message>
    <message>
        <source>A single build of {value}, {owner}’s: it can be raised or taken</source>
        <translation>{value} का एकल बिल्ड, {owner} का: इसे बढ़ाया या उठाया जा सकता है</translation>
    </message>
</context>
<context>
    <name>scene</name>
    <message>
        <source>Green</source>
        <translation>हरा</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>नीला</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>स्लेटी</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>उच्च कंट्रास्ट</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>Now select the card of your hand to play with them (Space), or drag it onto them.</source>
        <translation>अब उनके साथ चलने के लिए अपने हाथ का पत्ता चुनें (स्पेस), या उसे घसीटकर उन पर ले जाएँ।</translation>
    </message>
    <message>
        <source>Select a card of your hand first (Space), or drag one.</source>
        <translation>पहले अपने हाथ का एक पत्ता चुनें (स्पेस), या कोई पत्ता घसीटें।</translation>
    </message>
</context>
<context>
    <name>table_access</name>
    <message>
        <source>Group of {value}</source>
        <translation>{value} का समूह</translation>
    </message>
    <message>
        <source>Fixed build of {value}, yours</source>
        <translation>{value} का तय बिल्ड, आपका</translation>
    </message>
    <message>
        <source>Build of {value}, yours</source>
        <translation>{value} का बिल्ड, आपका</translation>
    </message>
    <message>
        <source>Fixed build of {value}, your partner {owner}’s</source>
        <translation>{value} का तय बिल्ड, आपके साथी {owner} का</translation>
    </message>
    <message>
        <source>Build of {value}, your partner {owner}’s</source>
        <translation>{value} का बिल्ड, आपके साथी {owner} का</translation>
    </message>
    <message>
        <source>Fixed build of {value}, the computer’s</source>
        <translation>{value} का तय बिल्ड, कंप्यूटर का</translation>
    </message>
    <message>
        <source>Build of {value}, the computer’s</source>
        <translation>{value} का बिल्ड, कंप्यूटर का</translation>
    </message>
    <message>
        <source>Fixed build of {value}, {owner}’s</source>
        <translation>{value} का तय बिल्ड, {owner} का</translation>
    </message>
    <message>
        <source>Build of {value}, {owner}’s</source>
        <translation>{value} का बिल्ड, {owner} का</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>आपके हाथ में</translation>
    </message>
    <message>
        <source>On the table: {cards}</source>
        <translation>मेज़ पर: {cards}</translation>
    </message>
    <message>
        <source>A card, face down</source>
        <translation>एक पत्ता, उलटा</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>मेज़ पर</translation>
    </message>
    <message numerus="yes">
        <source>You have taken %n card(s)</source>
        <translation>
            <numerusform>आपने %n पत्ता उठाया है</numerusform>
            <numerusform>आपने %n पत्ते उठाए हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation>आपका ढेर</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>गड्डी: %n पत्ता</numerusform>
            <numerusform>गड्डी: %n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>उलटे रखे</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) in hand</source>
        <translation>
            <numerusform>{name}: हाथ में %n पत्ता</numerusform>
            <numerusform>{name}: हाथ में %n पत्ते</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>खुले: {cards}। {name} ने %n पत्ता उठाया है और अब उसकी बारी है।</numerusform>
            <numerusform>खुले: {cards}। {name} ने %n पत्ते उठाए हैं और अब उसकी बारी है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face up: {cards}. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>खुले: {cards}। {name} ने %n पत्ता उठाया है।</numerusform>
            <numerusform>खुले: {cards}। {name} ने %n पत्ते उठाए हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s) and is to play.</source>
        <translation>
            <numerusform>उलटे रखे। {name} ने %n पत्ता उठाया है और अब उसकी बारी है।</numerusform>
            <numerusform>उलटे रखे। {name} ने %n पत्ते उठाए हैं और अब उसकी बारी है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Face down. {name} has taken %n card(s).</source>
        <translation>
            <numerusform>उलटे रखे। {name} ने %n पत्ता उठाया है।</numerusform>
            <numerusform>उलटे रखे। {name} ने %n पत्ते उठाए हैं।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_layout</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n पत्ता</numerusform>
            <numerusform>%n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>गड्डी: {count}</translation>
    </message>
    <message>
        <source>group of {value}</source>
        <translation>{value} का समूह</translation>
    </message>
    <message>
        <source>build {value}, fixed · {name}</source>
        <translation>बिल्ड {value}, तय · {name}</translation>
    </message>
    <message>
        <source>build {value} · {name}</source>
        <translation>बिल्ड {value} · {name}</translation>
    </message>
    <message>
        <source>{build} ({cards})</source>
        <translation>{build} ({cards})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>कुछ नहीं</translation>
    </message>
    <message>
        <source>{name} holds {held} and has taken {taken}</source>
        <translation>{name}: हाथ में {held}, उठाए गए {taken}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the stock.</source>
        <translation>
            <numerusform>गड्डी में %n पत्ता।</numerusform>
            <numerusform>गड्डी में %n पत्ते।</numerusform>
        </translation>
    </message>
    <message>
        <source>Every hand is face down while the screen is passed. On the table: {table}. {others}. {stock}</source>
        <translation>स्क्रीन आगे बढ़ाते समय सभी हाथ उलटे हैं। मेज़ पर: {table}। {others}। {stock}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>कोई पत्ता नहीं</translation>
    </message>
    <message>
        <source>Your hand: {hand}. On the table: {table}. You have taken {taken}; {others}. {stock}</source>
        <translation>आपका हाथ: {hand}। मेज़ पर: {table}। आपने उठाए: {taken}; {others}। {stock}</translation>
    </message>
    <message>
        <source>{name}, your partner</source>
        <translation>{name}, आपका साथी</translation>
    </message>
    <message>
        <source>{name}, partner of {partner}</source>
        <translation>{name}, {partner} का साथी</translation>
    </message>
</context>
<context>
    <name>window_parts</name>
    <message>
        <source>Card table</source>
        <translation>ताश की मेज़</translation>
    </message>
</context>
<context>
    <name>worker</name>
    <message>
        <source>The computer could not think: {reason}</source>
        <translation>कंप्यूटर सोच नहीं सका: {reason}</translation>
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
        <source>one card kept back answers for one build: keep a card for your build of {low} and another for your build of {high} (rule 4.5)</source>
        <translation>बचाकर रखा एक पत्ता एक ही बिल्ड के काम आता है: {low} के अपने बिल्ड के लिए एक पत्ता और {high} के अपने बिल्ड के लिए दूसरा पत्ता बचाकर रखें (नियम 4.5)</translation>
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
    <name>engine.json</name>
    <message>
        <source>not valid JSON at line {line}, column {column}: {reason}</source>
        <translation>मान्य JSON नहीं, पंक्ति {line}, कॉलम {column} पर: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: the key {key} appears twice</source>
        <translation>मान्य JSON नहीं: कुंजी {key} दो बार आती है</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>मान्य JSON नहीं: नेस्टिंग बहुत गहरी है</translation>
    </message>
    <message>
        <source>not valid JSON: a number is too long to read</source>
        <translation>मान्य JSON नहीं: एक संख्या पढ़ने के लिए बहुत लंबी है</translation>
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
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>यहाँ स्क्रॉल करें</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>बायाँ किनारा</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>सबसे ऊपर</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>दायाँ किनारा</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>सबसे नीचे</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>पृष्ठ बाएँ</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>पृष्ठ ऊपर</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>पृष्ठ दाएँ</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>पृष्ठ नीचे</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>बाएँ स्क्रॉल करें</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>ऊपर स्क्रॉल करें</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>दाएँ स्क्रॉल करें</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>नीचे स्क्रॉल करें</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>सभी चुनें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>बढ़ाएँ (&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>घटाएँ (&amp;D)</translation>
    </message>
</context>
</TS>
