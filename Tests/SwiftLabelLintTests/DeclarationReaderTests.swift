import XCTest
@testable import SwiftLabelLint

/// The declaration reader: types with inheritance and nesting, properties with attributes and types,
/// functions with parameters, call sites with arguments, and scopes with their bindings.
final class DeclarationReaderTests: XCTestCase {
    func testTypesWithInheritanceAndNesting() {
        let model = SourceModel(source: """
        struct Outer: SwiftUI.View, Equatable {
            enum Kind: String, CaseIterable { case a }
            final class Model<T: Hashable>: ObservableObject where T: Sendable {}
        }
        extension Outer.Kind: Identifiable {}
        protocol Titled: AnyObject {}
        actor Store {}
        class func notAType() {}
        """)
        XCTAssertEqual(model.types.map(\.kind), [.struct, .enum, .class, .extension, .protocol, .actor])
        XCTAssertEqual(model.types.map(\.name), ["Outer", "Kind", "Model", "Outer.Kind", "Titled", "Store"])
        XCTAssertEqual(model.types.map(\.inheritance), [
            ["View", "Equatable"], ["String", "CaseIterable"], ["ObservableObject"], ["Identifiable"], ["AnyObject"], [],
        ])
        XCTAssertEqual(model.types.map(\.parent), [nil, 0, 0, nil, nil, nil])
        XCTAssertEqual(model.types[3].simpleName, "Kind")
    }

    func testPropertiesWithAttributesTypesAndBodies() throws {
        let model = SourceModel(source: """
        struct V: View {
            @State private var query: String = ""
            @Environment(\\.dismiss) var dismiss
            let title: String?
            static let shared = V(title: nil)
            var count: Int = 0 { didSet { print(count) } }
            var body: some View {
                let local = "x"
                return Text(local)
            }
            private(set) var map: [String: Array<Int>] = [:]
            let handler: (String) -> Void
        }
        """)
        let byName = Dictionary(uniqueKeysWithValues: model.properties.map { ($0.name, $0) })
        XCTAssertEqual(model.properties.map(\.name), ["query", "dismiss", "title", "shared", "count", "body", "map", "handler"])
        XCTAssertEqual(byName["query"]?.attributes, ["@State"])
        XCTAssertEqual(byName["query"]?.modifiers, ["private"])
        XCTAssertEqual(byName["query"]?.typeText, "String")
        XCTAssertEqual(byName["dismiss"]?.attributes, ["@Environment"])
        XCTAssertEqual(byName["title"]?.typeText, "String?")
        XCTAssertEqual(byName["title"]?.isLet, true)
        XCTAssertEqual(byName["shared"]?.modifiers, ["static"])
        XCTAssertNil(byName["shared"]?.typeText)
        XCTAssertEqual(byName["count"]?.isComputed, false)
        XCTAssertNotNil(byName["count"]?.accessors)
        XCTAssertEqual(byName["body"]?.typeText, "some View")
        XCTAssertEqual(byName["body"]?.isComputed, true)
        XCTAssertEqual(byName["map"]?.typeText, "[String:Array<Int>]")
        XCTAssertEqual(byName["map"]?.modifiers, ["private"])
        XCTAssertEqual(byName["handler"]?.typeText, "(String)->Void")
        let initializer = try XCTUnwrap(byName["query"]?.initializer)
        XCTAssertEqual(model.text(of: initializer), "\"\"")
        // The local inside `body` is a binding of the property's scope, not a member.
        let bodyScope = try XCTUnwrap(model.scopes.firstIndex { $0.kind == .property(5) })
        XCTAssertEqual(model.scopes[bodyScope].bindings.map(\.name), ["local"])
    }

    func testFunctionsAndParameters() throws {
        let model = SourceModel(source: """
        struct V: View {
            @_disfavoredOverload
            public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, action: @escaping () -> Void = {}) {}
            func row(for item: Item, label text: String = "x", _ values: Int...) -> some View { EmptyView() }
            subscript(index: Int) -> String { "" }
            init?(coder: NSCoder) {}
        }
        protocol P { func f(x: Int) async throws -> [String] }
        """)
        XCTAssertEqual(model.functions.map(\.name), ["init", "row", "subscript", "init", "f"])
        let initializer = model.functions[0]
        XCTAssertEqual(initializer.attributes, ["@_disfavoredOverload"])
        XCTAssertEqual(initializer.modifiers, ["public"])
        XCTAssertEqual(initializer.parameters.map(\.label), ["_", "isOn", "action"])
        XCTAssertEqual(initializer.parameters.map(\.name), ["title", "isOn", "action"])
        XCTAssertEqual(initializer.parameters.map(\.typeText), ["S", "Binding<Bool>", "()->Void"])
        XCTAssertEqual(initializer.parameters[2].attributes, ["@escaping"])
        let row = model.functions[1]
        XCTAssertEqual(row.parameters.map(\.label), ["for", "label", "_"])
        XCTAssertEqual(row.parameters.map(\.name), ["item", "text", "values"])
        XCTAssertEqual(row.parameters.map(\.typeText), ["Item", "String", "Int"])
        XCTAssertEqual(row.returnType, "some View")
        XCTAssertNotNil(row.bodyScope)
        XCTAssertEqual(row.owner, 0)
        XCTAssertEqual(model.functions[2].returnType, "String")
        XCTAssertEqual(model.functions[3].parameters.map(\.name), ["coder"])
        XCTAssertEqual(model.functions[4].returnType, "[String]")
        XCTAssertNil(model.functions[4].bodyScope)
    }

    func testCallSitesAndArguments() {
        let model = SourceModel(source: """
        Text(title)
            .navigationTitle(Text("A \\(b)"))
        Label("Inbox", systemImage: icon(for: .inbox))
        Button(action: { save() }) { Text(verbatim: name) }
        """)
        let calls = model.calls.map { call in
            "\(call.isMember ? "." : "")\(call.name)(" + call.arguments.map { argument in
                (argument.label.map { $0 + ":" } ?? "") + model.text(of: argument.tokens)
            }.joined(separator: ", ") + ")"
        }
        XCTAssertEqual(calls, [
            "Text(title)", ".navigationTitle(Text(\"A \\(b)\"))", "Text(\"A \\(b)\")",
            "Label(\"Inbox\", systemImage:icon(for:.inbox))", "icon(for:.inbox)",
            "Button(action:{save()})", "save()", "Text(verbatim:name)",
        ])
    }

    func testScopesBindClosureParametersLoopsAndLocals() throws {
        let model = SourceModel(source: """
        struct V: View {
            let title: String
            func f(items: [String]) {
                for (offset, title) in items.enumerated() {}
                items.forEach { [weak self] item in print(item) }
                items.map { (value: String) -> Int in 0 }
                if let title = Optional("x") {}
                guard case .some(let name) = x else { return }
            }
        }
        """)
        let all = model.scopes.flatMap { $0.bindings.map(\.name) }
        XCTAssertEqual(Set(all), ["offset", "title", "item", "value", "name"])
        let typed = model.scopes.flatMap(\.bindings).first { $0.name == "value" }
        XCTAssertEqual(typed?.typeText, "String")
        XCTAssertEqual(model.properties.map(\.name), ["title"])
    }

    func testUnbalancedInputDoesNotCrash() {
        for source in ["struct A: View {", "}}} struct B {", "func f(", "let", "var x: [String", "Text(", "@", "struct"] {
            let model = SourceModel(source: source)
            XCTAssertGreaterThanOrEqual(model.tokens.count, 1, source)
        }
    }
}
