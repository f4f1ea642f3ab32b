extension ProjectIndex {
    /// Records where `model` changes the app's language at run time, if it does and none was seen before: a write
    /// of `AppleLanguages` (`UserDefaults.standard.set([code], forKey: "AppleLanguages")`) or an in-app language
    /// picker applied with `.environment(\.locale, …)` (not `Locale.current`).
    mutating func noteLanguageChange(in model: SourceModel, path: String) {
        guard languageChange == nil else { return }
        let tokens = model.tokens
        for index in tokens.indices where tokens[index].kind == .string && tokens[index].text == "\"AppleLanguages\"" {
            let line = tokens[index].line
            var scan = index
            while scan > 0, tokens[scan - 1].line == line { scan -= 1 }
            while scan < tokens.count, tokens[scan].line == line {
                if tokens[scan].isWord("set") || tokens[scan].isWord("setValue") {
                    languageChange = "\(path):\(line) writes AppleLanguages"
                    return
                }
                scan += 1
            }
        }
        for call in model.calls where call.isMember && call.name == "environment" && call.arguments.count == 2 {
            let key = model.text(of: call.arguments[0].tokens)
            let value = call.arguments[1].tokens.map { tokens[$0].text }
            guard key.hasSuffix(".locale"), !value.contains("current"), !value.contains("autoupdatingCurrent") else { continue }
            languageChange = "\(path):\(tokens[call.nameIndex].line) sets .environment(\\.locale, …)"
            return
        }
    }
}
