/// Reads the value of a plain string literal token: quotes, `#`s and common escapes removed.
enum LiteralText {
    /// The value of a single-line literal without interpolation, or nil for anything else.
    static func value(of token: Token) -> String? {
        guard token.kind == .string, !token.isInterpolated else { return nil }
        var text = Substring(token.text)
        var hashes = 0
        while text.first == "#", text.last == "#" {
            text = text.dropFirst().dropLast()
            hashes += 1
        }
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") else { return nil }
        let body = text.dropFirst().dropLast()
        if hashes > 0 { return String(body) }
        var out = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The literal's own text with every interpolation `\(…)` removed: the words a person would read. Angle
    /// brackets wrapping an interpolation (`<\(email)>`) go with it: they frame data, they are not code.
    static func visibleText(of token: Token) -> String {
        guard token.isInterpolated else { return value(of: token) ?? token.text }
        var out = ""
        var characters = token.text.makeIterator()
        var previous: Character?
        var afterBracketedInterpolation = false
        while let character = characters.next() {
            if afterBracketedInterpolation {
                afterBracketedInterpolation = false
                if character == ">" {
                    out.removeLast()
                    continue
                }
            }
            if previous == "\\", character == "(" || character == "#" {
                out.removeLast()
                afterBracketedInterpolation = out.last == "<"
                var depth = character == "(" ? 1 : 0
                if character == "#" {
                    while let next = characters.next(), next != "(" {}
                    depth = 1
                }
                while depth > 0, let next = characters.next() {
                    if next == "(" { depth += 1 } else if next == ")" { depth -= 1 }
                }
                previous = nil
                continue
            }
            if previous == "\\", let decoded = Self.escapes[character] {
                // `\n`, `\t`, `\"`, `\\`: what a person sees, not a backslash (a code character).
                out.removeLast()
                out.append(decoded)
                previous = nil
                continue
            }
            out.append(character)
            previous = character
        }
        return out
    }

    /// Escapes whose character a person sees: white space and quotes. `\\` stays a backslash.
    private static let escapes: [Character: Character] = ["n": "\n", "t": "\t", "r": "\r", "\"": "\"", "'": "'", "0": " "]

    /// Unit and rate symbols shown beside numbers (`"%.1f Mbps"`, `"mg/dL"`, `"/s"`): not words to translate.
    static let unitSymbols: Set<String> = [
        "s", "ms", "us", "ns", "sec", "min", "h", "hr", "hrs", "d", "kbps", "mbps", "gbps", "bps", "b", "kb", "mb", "gb",
        "tb", "kib", "mib", "gib", "fps", "hz", "khz", "mhz", "ghz", "px", "pt", "dp", "dpi", "ppi", "dl", "mg", "mmol",
        "l", "ml", "kg", "g", "lb", "lbs", "oz", "km", "m", "cm", "mm", "mi", "ft", "x", "bpm", "kcal", "cal", "db",
        "kw", "kwh", "w", "v", "ma", "mah", "k", "ch", "bit", "bits",
    ]

    /// Literals that are values written as text, not words: `"true"`, `"nil"`.
    static let codeWords: Set<String> = ["true", "false", "nil", "null", "none", "undefined", "NaN"]

    /// Whether a literal's visible text (interpolations removed) reads as prose a person should see translated:
    /// it has a lower-case letter, no code characters (`_`, `+`, `=`, `{`, `<`, `://`), and a word that is not a
    /// unit symbol, a format specifier or a name or code. `"Try Again"`, `"pixels"`, `"Downloads"` are prose;
    /// `"H.264"`, `"DPM-Solver++"`, `"%.1f Mbps"`, `"mg/dL"`, `"star.fill"`-like tokens with dots are not.
    ///
    /// This is the one home of "a literal that is a name or a code is not prose" (docs/lint.md), used where a
    /// literal is judged (raw values, assigned and returned literals, framework text) and where a caller's literal
    /// is weighed as evidence. A name or code is: an acronym or code in capitals with optional digits (`PNDM`,
    /// `RGB`, `H264`); a mixed-case identifier (`iOS`, `tvOS`, `iTerm`, `darkMode`); a word with digits or code
    /// symbols in it (`GPLv3`, `x86_64`, `DPM-Solver++`), or a hyphen compound with such a part (`DPM-Solver`);
    /// a version (`1.2.3`, `v2.0`), a URL, a file name (`README.md`). A sentence with prose words around such a
    /// token (`"Open in iTerm"`) is prose.
    static func isProse(_ visible: String) -> Bool {
        // One pass over the scalars (this runs for every literal argument of the project): code characters,
        // spaces and dots, format specifiers, and the words between them.
        let scalars = visible.unicodeScalars
        var hasLower = false, hasSpace = false, hasDot = false, lastWasDot = false
        var previous: Unicode.Scalar = " ", beforePrevious: Unicode.Scalar = " "
        var word = WordShape()
        // A hyphen compound (`Wi-Fi`, `DPM-Solver`) is one word: prose only when every part is.
        var compound = true
        var found = false
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if "_+={}<>|\\$^~`".unicodeScalars.contains(scalar) { return false }
            if scalar == "/", previous == "/", beforePrevious == ":" { return false }
            beforePrevious = previous
            previous = scalar
            lastWasDot = scalar == "."
            if scalar == " " || scalar == "\n" || scalar == "\t" { hasSpace = true } else if scalar == "." { hasDot = true }
            if scalar == "%" {
                // A format specifier: flags, width, precision and length, then one conversion character.
                found = found || (compound && word.isProseWord)
                word = WordShape()
                compound = true
                while index != scalars.endIndex {
                    let next = scalars[index]
                    index = scalars.index(after: index)
                    if !"0123456789.-# 'lhqLzjt*".unicodeScalars.contains(next) { break }
                }
                continue
            }
            let isLetter = scalar.properties.isAlphabetic
            if isLetter || ("0"..."9").contains(scalar) {
                let isLower = scalar.properties.isLowercase || Self.isCaselessLetter(scalar)
                hasLower = hasLower || isLower
                word.add(scalar, isLetter: isLetter, isLower: isLower)
            } else if scalar == "-", !word.scalars.isEmpty, index != scalars.endIndex,
                      scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
                compound = compound && word.isProseWord
                word = WordShape()
            } else {
                found = found || (compound && word.isProseWord)
                word = WordShape()
                compound = true
            }
        }
        found = found || (compound && word.isProseWord)
        guard hasLower, found, !codeWords.contains(visible) else { return false }
        return hasSpace || !hasDot || lastWasDot
    }

    /// Whether `scalar` is a letter of a script without case — Han, kana, Hangul, Arabic, Hebrew, Thai, Devanagari
    /// and others. Words in those scripts have no lower-case letter to show they are prose, and Chinese and Japanese
    /// write sentences without spaces (`"购买已成功恢复！"`), so such a letter counts as a lower-case one: prose, not
    /// an acronym or an identifier. Evidence: tune-8's focusguard-ios, whose Chinese labels were all read as codes.
    static func isCaselessLetter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic && !properties.isLowercase && !properties.isUppercase
            && !properties.changesWhenCaseMapped && !scalar.isASCII
    }

    /// Whether `visible` is a code written in capitals: one token of two to eight ASCII capitals and digits with a
    /// letter among them (`"BTC"`, `"ETH"`, `"CRYPTO"`, `"USD"`). Currency, ticker and status codes are shown as
    /// written in every language. Evidence: tune-10's GeminiAxiomApp (`currentSymbolUnit` beside an amount field).
    static func isCapitalCode(_ visible: String) -> Bool {
        let scalars = visible.unicodeScalars
        return (2...8).contains(scalars.count) && scalars.contains { ("A"..."Z").contains($0) }
            && scalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// Whether `visible` is one word written the way product and brand names are, not the way labels are: letters
    /// and digits only, a lower-case letter, and an upper-case one after the first character — `"OpenAI"`,
    /// `"GitHub"`, `"StackOverflow"`, `"LMStudio"`, and with one lower-case letter before the capitals, `"xAI"`,
    /// `"iCloud"`. An identifier (`"darkMode"`: more than one lower-case letter before its first capital) is not a
    /// name but a code, and a label (`"Self Use"`, `"Monthly"`) is never written so.
    static func isMixedCaseName(_ visible: String) -> Bool {
        // One pass over the scalars (this runs for every one-literal argument of the project).
        var count = 0, hasLower = false, upperAfterFirst = false, firstIsLower = false, secondIsUpper = false
        for scalar in visible.unicodeScalars {
            let properties = scalar.properties
            guard properties.isAlphabetic || properties.numericType != nil else { return false }
            if properties.isLowercase {
                hasLower = true
                if count == 0 { firstIsLower = true }
            } else if properties.isUppercase, count > 0 {
                upperAfterFirst = true
                if count == 1 { secondIsUpper = true }
            }
            count += 1
        }
        guard count > 1, hasLower, upperAfterFirst else { return false }
        return !firstIsLower || secondIsUpper
    }

    /// Whether a mixed-case name's inner capitals mark a brand rather than words glued into an identifier: split
    /// before each capital that follows a lower-case letter, one of its parts is an acronym (two capitals or more:
    /// `"OpenAI"`) or a syllable of three letters or fewer (`"GitHub"`, `"YouTube"`, `"CloudKit"`). An identifier
    /// written out glues whole words, each a capitalised word of four letters or more (`"RemoteControl"`,
    /// `"ImageLoading"`, `"MediaSources"`).
    static func hasBrandCapitals(_ visible: String) -> Bool {
        var letters = 0, capitals = 0, previousIsLower = false
        for scalar in visible.unicodeScalars {
            let properties = scalar.properties
            if properties.isUppercase, previousIsLower {
                if letters <= 3 || capitals >= 2 { return true }
                letters = 0
                capitals = 0
            }
            letters += 1
            if properties.isUppercase { capitals += 1 }
            previousIsLower = properties.isLowercase
        }
        return letters <= 3 || capitals >= 2
    }

    /// Languages' names written in their own language, as a language picker shows them (`"Deutsch"`, `"Polski"`,
    /// `"日本語"`): each is shown untranslated on purpose, so a set holding two or more of them is a list of names.
    static let languageEndonyms: Set<String> = [
        "English", "Deutsch", "Français", "Español", "Italiano", "Português", "Português (Brasil)", "Polski",
        "Nederlands", "Svenska", "Norsk", "Norsk bokmål", "Dansk", "Suomi", "Türkçe", "Čeština", "Slovenčina",
        "Magyar", "Română", "Hrvatski", "Català", "Ελληνικά", "Русский", "Українська", "Български", "日本語", "中文",
        "简体中文", "繁體中文", "한국어", "العربية", "עברית", "हिन्दी", "ไทย", "Tiếng Việt", "Bahasa Indonesia",
        "Bahasa Melayu", "فارسی",
    ]

    /// Whether values shown from one set (the literals one member returns, the raw values an enum writes, an array
    /// literal a view shows element by element) are a list of names: two of them or more, and a quarter or more, are
    /// mixed-case names (`isMixedCaseName`) or languages' own names (`languageEndonyms`), so the single capitalised
    /// words beside them (`"Anthropic"`, `"Ollama"`; theme names `"Panda"`, `"Tokyo"`) are names too, not labels.
    /// Evidence: tune-6's GPTalks (`ProviderType.name`, `CodeTheme`'s raw values), tune-8's unpouch language picker.
    static func isNameList<Values: Sequence>(_ values: Values) -> Bool where Values.Element == String {
        var count = 0, names = 0
        for value in values {
            count += 1
            if isMixedCaseName(value) || languageEndonyms.contains(value) { names += 1 }
        }
        return isNameList(names: names, of: count)
    }

    /// Whether `names` mixed-case names among `count` values make them a list of names (see `isNameList(_:)`).
    static func isNameList(names: Int, of count: Int) -> Bool {
        names >= 2 && names * 4 >= count
    }

    /// The shape of one word of a literal as it is read: all letters, lower-case after its first letter, and not a
    /// unit symbol — a prose word (`pixels`, `Never`), unlike `GPLv3`, `iOS`, `MPV` or `kbps`.
    private struct WordShape {
        var scalars: String.UnicodeScalarView = String.UnicodeScalarView()
        var allLetters = true
        var restLower = true

        mutating func add(_ scalar: Unicode.Scalar, isLetter: Bool, isLower: Bool) {
            if !isLetter { allLetters = false }
            if !scalars.isEmpty, !isLower { restLower = false }
            scalars.append(scalar)
        }

        var isProseWord: Bool {
            guard !scalars.isEmpty, allLetters, restLower else { return false }
            return scalars.count > 5 || !LiteralText.unitSymbols.contains(String(scalars).lowercased())
        }
    }
}
