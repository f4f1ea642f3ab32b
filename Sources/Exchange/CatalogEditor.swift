import StringCatalog

/// Writes one translated unit into a key's JSON, touching only the members on its path, so every other byte of
/// the catalog stays as it was. New members go where Xcode's order puts them.
enum CatalogEditor {
    /// Sets the unit at `address` of `language` to `value` with `state`, creating the path as needed.
    ///
    /// - A level that gains `variations` loses its plain `stringUnit` (a target that was one text becomes plural).
    /// - A new substitution takes `argNum` and `formatSpecifier` from the source's, and a localization that gains
    ///   a substitution without having a text of its own gets the source's text as `new` (Xcode needs both).
    static func setUnit(
        in entry: inout JSONValue, language: String, address: UnitAddress, value: String, state: TranslationState,
        source: Localization?
    ) {
        update(&entry, ["localizations", language][...]) { localization in
            if let name = address.substitution {
                update(&localization, ["substitutions", name][...]) { substitution in
                    var object = substitution.object ?? JSONObject()
                    let original = source?.substitutions?[name]
                    if object["argNum"] == nil, let argNum = original?.argNum { object["argNum"] = .int(argNum) }
                    if object["formatSpecifier"] == nil, let specifier = original?.formatSpecifier {
                        object["formatSpecifier"] = .string(specifier)
                    }
                    substitution.object = object
                }
                if var object = localization.object, object["stringUnit"] == nil, object["variations"] == nil,
                   let text = source?.stringUnit?.value {
                    object["stringUnit"] = unitValue(state: .new, value: text)
                    localization.object = object
                }
            }
            update(&localization, address.pathInLocalization[...]) { unit in
                var object = unit.object ?? JSONObject()
                object["state"] = .string(state.rawValue)
                object["value"] = .string(value)
                unit.object = object
            }
        }
    }

    private static func unitValue(state: TranslationState, value: String) -> JSONValue {
        .object(JSONObject(pairs: [("state", .string(state.rawValue)), ("value", .string(value))]))
    }

    /// Runs `body` on the value at `path` below `value`, creating objects on the way.
    private static func update(_ value: inout JSONValue, _ path: ArraySlice<String>, _ body: (inout JSONValue) -> Void) {
        guard let first = path.first else {
            body(&value)
            return
        }
        // Each level is taken out of its parent before it changes (the parent keeps a placeholder meanwhile), so
        // the change happens in place instead of copying every member of every level on the path.
        var object = value.object ?? JSONObject()
        value.kind = .null
        if first == "variations", object["stringUnit"] != nil, object["variations"] == nil {
            object["stringUnit"] = nil
        }
        let existing = object[first]
        var child = existing ?? .object(JSONObject())
        if existing != nil { object[first] = JSONValue(.null) }
        update(&child, path.dropFirst(), body)
        object[first] = child
        value.object = object
    }
}
