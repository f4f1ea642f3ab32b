import XCTest
@testable import SwiftLabelLint

/// Table-driven lexer tests: each case is source text and the tokens expected, as `kind:text` pairs.
final class LexerTests: XCTestCase {
    private typealias Case = (name: String, source: String, tokens: [String])

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) {
        for item in cases {
            let result = Lexer.tokenize(item.source)
            let actual = result.tokens.map { "\($0.kind.rawValue):\($0.text)" }
            XCTAssertEqual(actual, item.tokens, "case '\(item.name)'", file: file, line: line)
            XCTAssertEqual(result.problems, [], "case '\(item.name)' should lex cleanly", file: file, line: line)
        }
    }

    func testIdentifiersAndKeywords() {
        check([
            ("plain", "foo bar_1 _x", ["identifier:foo", "identifier:bar_1", "identifier:_x"]),
            ("backticks", "let `default` = `class`", ["keyword:let", "identifier:`default`", "operator:=", "identifier:`class`"]),
            ("dollar", "$0 + $text", ["identifier:$0", "operator:+", "identifier:$text"]),
            ("unicode", "let café = π", ["keyword:let", "identifier:café", "operator:=", "identifier:π"]),
            ("contextual stay identifiers", "some View get set", ["identifier:some", "identifier:View", "identifier:get", "identifier:set"]),
            ("keywords", "struct S: View {}", ["keyword:struct", "identifier:S", "punctuation::", "identifier:View", "punctuation:{", "punctuation:}"]),
            ("self member", "self.title", ["keyword:self", "punctuation:.", "identifier:title"]),
        ])
    }

    func testPunctuationAndOperators() {
        check([
            ("arrow", "func f() -> Int", ["keyword:func", "identifier:f", "punctuation:(", "punctuation:)", "operator:->", "identifier:Int"]),
            ("optional type", "String?)", ["identifier:String", "operator:?", "punctuation:)"]),
            ("optional chain", "a?.b!.c", ["identifier:a", "operator:?", "punctuation:.", "identifier:b", "operator:!", "punctuation:.", "identifier:c"]),
            ("nil coalescing", "a ?? b", ["identifier:a", "operator:??", "identifier:b"]),
            ("ranges", "0..<n 1...2", ["number:0", "operator:..<", "identifier:n", "number:1", "operator:...", "number:2"]),
            ("comparison", "a == b != c", ["identifier:a", "operator:==", "identifier:b", "operator:!=", "identifier:c"]),
            ("generic closing", "Array<Set<Int>>", ["identifier:Array", "operator:<", "identifier:Set", "operator:<", "identifier:Int", "operator:>>"]),
            ("leading dot member", ".navigationTitle(x)", ["punctuation:.", "identifier:navigationTitle", "punctuation:(", "identifier:x", "punctuation:)"]),
            ("division", "a / b", ["identifier:a", "operator:/", "identifier:b"]),
            ("divide assign", "a /= 2", ["identifier:a", "operator:/=", "number:2"]),
            ("operator before comment", "a +// c\n", ["identifier:a", "operator:+", "comment:// c"]),
            ("operator reference", "reduce(0, /)", ["identifier:reduce", "punctuation:(", "number:0", "punctuation:,", "operator:/", "punctuation:)"]),
            ("inout", "f(&x)", ["identifier:f", "punctuation:(", "operator:&", "identifier:x", "punctuation:)"]),
        ])
    }

    func testNumbers() {
        check([
            ("integer", "42", ["number:42"]),
            ("underscores", "1_000_000", ["number:1_000_000"]),
            ("float", "3.14", ["number:3.14"]),
            ("exponent", "1e-5 2.5E+3", ["number:1e-5", "number:2.5E+3"]),
            ("hex", "0xFF_FF", ["number:0xFF_FF"]),
            ("hex float", "0x1.8p-3", ["number:0x1.8p-3"]),
            ("binary octal", "0b1010 0o17", ["number:0b1010", "number:0o17"]),
            ("member of number", "1.description", ["number:1", "punctuation:.", "identifier:description"]),
            ("tuple index", "t.0.1", ["identifier:t", "punctuation:.", "number:0", "punctuation:.", "number:1"]),
            ("negative", "-1", ["operator:-", "number:1"]),
        ])
    }

    func testStrings() {
        check([
            ("simple", #""hello""#, [#"string:"hello""#]),
            ("escaped quote", #""say \"hi\"""#, [#"string:"say \"hi\"""#]),
            ("escaped backslash at end", #""a\\" b"#, [#"string:"a\\""#, "identifier:b"]),
            ("empty", #"x = """#, ["identifier:x", "operator:=", #"string:"""#]),
            ("unicode escape", #""\u{1F600}""#, [#"string:"\u{1F600}""#]),
            ("raw", ##"#"a "quoted" \n"#"##, [##"string:#"a "quoted" \n"#"##]),
            ("raw two hashes", ###"##"a "# b"##"###, [###"string:##"a "# b"##"###]),
            ("raw with interpolation", ##"#"x \#(y) z"#"##, [##"string:#"x \#(y) z"#"##]),
            ("two strings", #""a" + "b""#, [#"string:"a""#, "operator:+", #"string:"b""#]),
            ("slash in string", #""a // b /* c""#, [#"string:"a // b /* c""#]),
        ])
    }

    func testInterpolation() {
        check([
            ("simple", #""a \(b) c""#, [#"string:"a \(b) c""#]),
            ("nested call", #""\(f(x, y))""#, [#"string:"\(f(x, y))""#]),
            ("string inside", #""a \("b") c""#, [#"string:"a \("b") c""#]),
            ("string with paren inside", #""a \(")") c""#, [#"string:"a \(")") c""#]),
            ("nested twice", #""\(a("\(b("\(c)"))"))""#, [#"string:"\(a("\(b("\(c)"))"))""#]),
            ("closure inside", #""\(items.map { "\($0)" }.joined())" x"#, [#"string:"\(items.map { "\($0)" }.joined())""#, "identifier:x"]),
            ("comment inside", "\"\\(a /* ) */ )\" b", ["string:\"\\(a /* ) */ )\"", "identifier:b"]),
            ("raw string inside", ##""\(#"a)"#)""##, [##"string:"\(#"a)"#)""##]),
            ("multiline inside", "\"\"\"\n\\(\"\"\"\n  x\n  \"\"\")\n\"\"\"", ["string:\"\"\"\n\\(\"\"\"\n  x\n  \"\"\")\n\"\"\""]),
        ])
        let tokens = Lexer.tokenize(#"Text("Hi \(name)") Text("Hi")"#).tokens
        XCTAssertEqual(tokens.filter { $0.kind == .string }.map(\.isInterpolated), [true, false])
    }

    func testMultilineStrings() {
        check([
            ("basic", "let s = \"\"\"\n  hello \"quoted\"\n  \"\"\"\nx", ["keyword:let", "identifier:s", "operator:=", "string:\"\"\"\n  hello \"quoted\"\n  \"\"\"", "identifier:x"]),
            ("two quotes inside", "\"\"\"\n\"\" and \"\n\"\"\"", ["string:\"\"\"\n\"\" and \"\n\"\"\""]),
            ("escaped triple", "\"\"\"\n\\\"\"\"\n\"\"\"", ["string:\"\"\"\n\\\"\"\"\n\"\"\""]),
            ("raw multiline", "#\"\"\"\n\"\"\" inside\n\"\"\"#", ["string:#\"\"\"\n\"\"\" inside\n\"\"\"#"]),
            ("line continuation", "\"\"\"\na \\\nb\n\"\"\"", ["string:\"\"\"\na \\\nb\n\"\"\""]),
        ])
    }

    func testComments() {
        check([
            ("line", "a // b\nc", ["identifier:a", "comment:// b", "identifier:c"]),
            ("doc", "/// Doc\nlet x", ["comment:/// Doc", "keyword:let", "identifier:x"]),
            ("block", "a /* b */ c", ["identifier:a", "comment:/* b */", "identifier:c"]),
            ("nested block", "/* a /* b */ c */ d", ["comment:/* a /* b */ c */", "identifier:d"]),
            ("block with quote", "/* \" */ x", ["comment:/* \" */", "identifier:x"]),
            ("shebang", "#!/usr/bin/swift\nx", ["comment:#!/usr/bin/swift", "identifier:x"]),
            ("doc block", "/** a */", ["comment:/** a */"]),
        ])
    }

    func testRegexLiterals() {
        check([
            ("extended", "let r = #/a+b/#", ["keyword:let", "identifier:r", "operator:=", "regex:#/a+b/#"]),
            ("extended with slash", "#/a/b/#", ["regex:#/a/b/#"]),
            ("extended two hashes", "##/a/#b/##", ["regex:##/a/#b/##"]),
            ("extended multiline", "#/\n  a\n/#", ["regex:#/\n  a\n/#"]),
            ("bare after equals", "let r = /[a-z]+/", ["keyword:let", "identifier:r", "operator:=", "regex:/[a-z]+/"]),
            ("bare as argument", "s.firstMatch(of: /\\d+/)", ["identifier:s", "punctuation:.", "identifier:firstMatch", "punctuation:(", "identifier:of", "punctuation::", "regex:/\\d+/", "punctuation:)"]),
            ("bare with slash in class", "x = /[/]a/", ["identifier:x", "operator:=", "regex:/[/]a/"]),
            ("division stays", "let y = a / b / c", ["keyword:let", "identifier:y", "operator:=", "identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"]),
            ("division after paren", "(a) / (b) / 2", ["punctuation:(", "identifier:a", "punctuation:)", "operator:/", "punctuation:(", "identifier:b", "punctuation:)", "operator:/", "number:2"]),
            ("spaced after equals", "x = / a /", ["identifier:x", "operator:=", "operator:/", "identifier:a", "operator:/"]),
        ])
    }

    func testAttributesAndDirectives() {
        check([
            ("state", "@State private var t", ["attribute:@State", "keyword:private", "keyword:var", "identifier:t"]),
            ("disfavored", "@_disfavoredOverload init", ["attribute:@_disfavoredOverload", "keyword:init"]),
            ("attribute arguments", "@available(iOS 17, *)", ["attribute:@available", "punctuation:(", "identifier:iOS", "number:17", "punctuation:,", "operator:*", "punctuation:)"]),
            ("if directive", "#if DEBUG\nx\n#elseif os(iOS)\n#else\n#endif", ["directive:#if", "identifier:DEBUG", "identifier:x", "directive:#elseif", "identifier:os", "punctuation:(", "identifier:iOS", "punctuation:)", "directive:#else", "directive:#endif"]),
            ("pound keywords", "#selector(f) #Preview", ["poundKeyword:#selector", "punctuation:(", "identifier:f", "punctuation:)", "poundKeyword:#Preview"]),
            ("lonely at", "a @ b", ["identifier:a", "punctuation:@", "identifier:b"]),
        ])
    }

    func testMoreChecklistCases() {
        check([
            ("key path", "items.map(\\.name)", ["identifier:items", "punctuation:.", "identifier:map", "punctuation:(", "punctuation:\\", "punctuation:.", "identifier:name", "punctuation:)"]),
            ("typed key path", "\\Item.title", ["punctuation:\\", "identifier:Item", "punctuation:.", "identifier:title"]),
            ("compact ternary", "a ?b:c", ["identifier:a", "operator:?", "identifier:b", "punctuation::", "identifier:c"]),
            ("custom operators", "a <*> b |> f", ["identifier:a", "operator:<*>", "identifier:b", "operator:|>", "identifier:f"]),
            ("prefix not", "if !flag {}", ["keyword:if", "operator:!", "identifier:flag", "punctuation:{", "punctuation:}"]),
            ("objc attribute", "@objc(doIt:) func f()", ["attribute:@objc", "punctuation:(", "identifier:doIt", "punctuation::", "punctuation:)", "keyword:func", "identifier:f", "punctuation:(", "punctuation:)"]),
            ("available", "#available(iOS 17, *)", ["poundKeyword:#available", "punctuation:(", "identifier:iOS", "number:17", "punctuation:,", "operator:*", "punctuation:)"]),
            ("escaped backslash is not interpolation", #""\(x)" y"#, [#"string:"\(x)""#, "identifier:y"]),
            ("raw escape needs hash", ##"#"\(x) \#n"#"##, [##"string:#"\(x) \#n"#"##]),
            ("backtick keyword", "`self`.x", ["identifier:`self`", "punctuation:.", "identifier:x"]),
            ("division without spaces", "x/y/z", ["identifier:x", "operator:/", "identifier:y", "operator:/", "identifier:z"]),
            ("regex in parentheses", "(/a+/)", ["punctuation:(", "regex:/a+/", "punctuation:)"]),
            ("comment at end without newline", "x //", ["identifier:x", "comment://"]),
            ("warning directive", #"#warning("fix")"#, ["poundKeyword:#warning", "punctuation:(", #"string:"fix""#, "punctuation:)"]),
        ])
        let raw = Lexer.tokenize(##"#"\#(a)"#"##).tokens
        XCTAssertEqual(raw.map(\.isInterpolated), [true])
        XCTAssertEqual(Lexer.tokenize(##"#"\(a)"#"##).tokens.map(\.isInterpolated), [false])
    }

    func testPositions() {
        let source = "struct A {\n  let t = \"é\" // c\n\tvar ü: String\n}\n"
        let tokens = Lexer.tokenize(source).tokens
        let positions = tokens.map { "\($0.text)@\($0.line):\($0.column)" }
        XCTAssertEqual(positions, [
            "struct@1:1", "A@1:8", "{@1:10", "let@2:3", "t@2:7", "=@2:9", "\"é\"@2:11", "// c@2:15",
            "var@3:2", "ü@3:6", ":@3:7", "String@3:9", "}@4:1",
        ])
        let multi = Lexer.tokenize("let s = \"\"\"\n  a\n  \"\"\"\nlet y").tokens
        XCTAssertEqual(multi[3].endLine, 3)
        XCTAssertEqual(multi[4].line, 4)
        XCTAssertEqual(multi[4].column, 1)
        let afterComment = Lexer.tokenize("/* a\n b */ x").tokens
        XCTAssertEqual(afterComment.map { "\($0.line):\($0.column)" }, ["1:1", "2:7"])
    }

    func testUnterminatedReportsStart() {
        let cases: [(String, String, Int, Int)] = [
            ("let a = 1\nlet s = \"abc\nlet b = 2", "unterminated string literal", 2, 9),
            ("x\n  \"\"\"\nabc", "unterminated multi-line string literal", 2, 3),
            ("a /* b /* c */", "unterminated block comment", 1, 3),
            ("f(#\"abc\")", "unterminated string literal", 1, 3),
            ("let `abc = 1", "unterminated backtick identifier", 1, 5),
        ]
        for (source, message, line, column) in cases {
            let result = Lexer.tokenize(source)
            XCTAssertEqual(result.problems, [LexProblem(message: message, line: line, column: column)], source)
        }
        let recovered = Lexer.tokenize("let s = \"abc\nlet b = 2").tokens.map(\.text)
        XCTAssertEqual(Array(recovered.suffix(4)), ["let", "b", "=", "2"])
    }

    func testRealisticViewLexesCleanly() {
        let source = #"""
        import SwiftUI

        struct SettingsView: View {
            @State private var query = ""
            let title: String
            var body: some View {
                NavigationStack {
                    List(items.filter { $0.name.contains(/\w+/) }) { item in
                        Text("Item \(item.name.uppercased()) of \(items.count, format: .number)")
                    }
                    .navigationTitle(title)
                }
            }
        }
        """#
        let result = Lexer.tokenize(source)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.tokens.filter { $0.kind == .string }.count, 2)
        XCTAssertEqual(result.tokens.filter { $0.text == "{" }.count, result.tokens.filter { $0.text == "}" }.count)
        XCTAssertTrue(result.tokens.contains { $0.kind == .regex && $0.text == #"/\w+/"# })
    }
}
