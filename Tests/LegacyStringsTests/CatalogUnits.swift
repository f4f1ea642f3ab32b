import Foundation
import StringCatalog

/// A catalog flattened to comparable units: one per string unit (`key ␟ language ␟ variation path`), plus
/// one per entry field (`comment`, `extractionState`) and substitution field (`argNum`, `formatSpecifier`).
struct CatalogUnits {
    enum Field: Equatable { case unit, comment, extractionState, substitutionField }

    struct Unit: Equatable {
        var key: String
        var language: String?
        var path: String
        var field: Field
        var state: String?
        var value: String
    }

    var units: [String: Unit] = [:]

    init(root: JSONValue) {
        guard let strings = root.object?["strings"]?.object else { return }
        for member in strings.members {
            let key = member.key
            guard let entry = member.value.object else { continue }
            if let comment = entry["comment"]?.stringValue {
                add(Unit(key: key, language: nil, path: "comment", field: .comment, value: comment))
            }
            if let state = entry["extractionState"]?.stringValue {
                add(Unit(key: key, language: nil, path: "extractionState", field: .extractionState, value: state))
            }
            for localization in entry["localizations"]?.object?.members ?? [] {
                walk(localization.value, key: key, language: localization.key, path: "")
            }
        }
    }

    private mutating func add(_ unit: Unit) {
        units[[unit.key, unit.language ?? "", unit.path].joined(separator: "\u{1F}")] = unit
    }

    private mutating func walk(_ value: JSONValue, key: String, language: String, path: String) {
        guard let object = value.object else { return }
        if let unit = object["stringUnit"]?.object {
            add(Unit(key: key, language: language, path: path + "stringUnit", field: .unit,
                     state: unit["state"]?.stringValue, value: unit["value"]?.stringValue ?? ""))
        }
        for kind in object["variations"]?.object?.members ?? [] {
            for variant in kind.value.object?.members ?? [] {
                walk(variant.value, key: key, language: language, path: path + "\(kind.key).\(variant.key).")
            }
        }
        for substitution in object["substitutions"]?.object?.members ?? [] {
            let base = path + "substitutions.\(substitution.key)."
            for field in ["argNum", "formatSpecifier"] {
                if let fieldValue = substitution.value.object?[field] {
                    let text = fieldValue.stringValue ?? fieldValue.intValue.map(String.init) ?? ""
                    add(Unit(key: key, language: language, path: base + field, field: .substitutionField, value: text))
                }
            }
            walk(substitution.value, key: key, language: language, path: base)
        }
    }
}
