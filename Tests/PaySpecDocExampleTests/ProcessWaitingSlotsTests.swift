import Testing

@testable import PaySpecTestSupport

/// The gate the end-to-end tests queue at: a test that takes minutes goes ahead of the short
/// ones, so that the run does not end waiting for it.
@Suite struct ProcessWaitingSlotsTests {
    /// The order in which waiting tests were let in.
    actor Admissions {
        var names: [String] = []
        func record(_ name: String) { names.append(name) }
    }

    /// Suspends until `count` tests wait at `slots`.
    func waitUntil(_ slots: ProcessWaitingSlots, queues count: Int) async {
        while slots.queued < count { await Task.yield() }
    }

    @Test("with every slot taken, a test that takes minutes is let in before the short tests queued before it")
    func longTestsGoAhead() async {
        let slots = ProcessWaitingSlots(count: 1)
        await slots.acquire()
        let admissions = Admissions()
        let first = Task {
            await slots.acquire()
            await admissions.record("short, queued first")
            slots.release()
        }
        await waitUntil(slots, queues: 1)
        let second = Task {
            await slots.acquire()
            await admissions.record("short, queued second")
            slots.release()
        }
        await waitUntil(slots, queues: 2)
        let long = Task {
            await slots.acquire(ahead: true)
            await admissions.record("takes minutes, queued last")
            slots.release()
        }
        await waitUntil(slots, queues: 3)
        slots.release()
        _ = await (first.value, second.value, long.value)
        #expect(
            await admissions.names == ["takes minutes, queued last", "short, queued first", "short, queued second"])
        #expect(slots.queued == 0)
    }

    @Test("a free slot is taken at once, ahead or not, and given back")
    func freeSlotsAreTakenAtOnce() async {
        let slots = ProcessWaitingSlots(count: 2)
        await slots.acquire()
        await slots.acquire(ahead: true)
        #expect(slots.queued == 0)
        slots.release()
        slots.release()
        await slots.acquire()
        await slots.acquire()
        #expect(slots.queued == 0)
    }
}

/// A suite marked as taking minutes marks each of its tests, which is what the gate reads.
@Suite(.takesMinutes) struct TakesMinutesSuiteTests {
    @Test func eachTestOfTheSuiteCarriesTheMark() {
        #expect(Test.current?.traits.contains { $0 is TakesMinutes } == true)
    }
}
