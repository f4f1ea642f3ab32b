extension Dictionary {
    /// The value for `key`, after inserting `makeDefault()` when the key is missing: one hash either way (a lookup
    /// followed by an insertion hashed a new key twice). Goes through the default subscript's in-place access.
    mutating func value(forKey key: Key, insertingIfMissing makeDefault: @autoclosure () -> Value) -> Value {
        Self.reached(&self[key, default: makeDefault()])
    }

    private static func reached(_ value: inout Value) -> Value { value }
}
