import Foundation

/// Runs `transform` on every input — concurrently when `concurrently` — and returns the outputs in input order.
///
/// A merge reads, scans and parses its three sides independently, and for large catalogs that work dominates its
/// time; on two cores the three run side by side. For small ones, starting worker threads costs more than it saves
/// (their stacks alone are most of a small merge's page faults), so callers pass `concurrently: false` then.
/// The outputs are collected under a lock, which also orders each write before the final read.
func parallelMap<Input, Output>(_ inputs: [Input], concurrently: Bool = true, _ transform: (Input) -> Output) -> [Output] {
    guard concurrently else { return inputs.map(transform) }
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

/// Whether three inputs of these sizes are worth reading on several threads (about 256 KB in all, measured on the
/// corpus: below it, thread start-up costs more than the parallel reading saves).
func worthParallelReading(_ sizes: Int...) -> Bool {
    sizes.reduce(0, +) >= 256 * 1024
}
