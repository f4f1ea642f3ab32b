/// A string compared and hashed by its exact UTF-8 bytes, never by Unicode canonical equivalence.
///
/// Use it as a dictionary key wherever catalog keys are indexed: `"é"` and `"e\u{301}"` are different keys.
public struct ExactKey: Hashable, Sendable {
    public let string: String

    /// Wraps `string`.
    public init(_ string: String) { self.string = string }

    /// Equal when the UTF-8 bytes are equal.
    public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.hasSameBytes(as: rhs.string)
    }

    public func hash(into hasher: inout Hasher) {
        let hashedContiguously: Void? = string.utf8.withContiguousStorageIfAvailable { buffer in
            hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
        }
        if hashedContiguously == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
