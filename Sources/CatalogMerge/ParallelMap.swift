import Foundation

/// Runs `transform` on every input concurrently and returns the outputs in input order.
///
/// A merge reads, scans and parses its three sides independently, and that work dominates its time; on two cores
/// the three run side by side. The outputs are collected under a lock, which also orders each write before the
/// final read.
func parallelMap<Input, Output>(_ inputs: [Input], _ transform: (Input) -> Output) -> [Output] {
    let slots = Slots<Output>(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        slots.set(transform(inputs[index]), at: index)
    }
    return slots.values
}

/// The outputs of `parallelMap`, one slot per input.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ value: Value, at index: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value; each slot is set exactly once by `parallelMap` before this is read.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
