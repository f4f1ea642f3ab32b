#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Quick questions about a rare byte in a whole file, asked of every side of every merge (is there a conflict
/// marker, a trailing comma): the byte is found with `memchr`, a word at a time, and only its occurrences are
/// looked at, instead of every byte or every line.
public enum ByteSearch {
    /// Whether some occurrence of `byte` in `bytes` is one `accepts` takes; `accepts` is given the bytes and the
    /// occurrence's index, and the occurrences are offered in order until one is taken. Inlinable, so the caller's
    /// test is inlined into the loop: the trailing-comma test is asked of every comma of every side.
    @inlinable
    public static func contains(
        _ byte: UInt8, in bytes: [UInt8], where accepts: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count, let found = memchr(start + index, Int32(byte), buffer.count - index) {
                let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if accepts(buffer, position) { return true }
                index = position + 1
            }
            return false
        }
    }

    /// The index of the first `byte` at or after `offset` in `buffer`, or `buffer.count` when there is none.
    @inlinable
    public static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        guard let start = buffer.baseAddress, offset < buffer.count,
              let found = memchr(start + offset, Int32(byte), buffer.count - offset)
        else { return buffer.count }
        return start.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
