import Foundation
import Synchronization
import Testing
import TextDependencies

@Suite("Built-in dependencies")
struct BuiltinDependencyTests {
  @Test("date is the documented fixed instant in previews and tests", arguments: [DependencyContext.preview, .test])
  func fixedDate(context: DependencyContext) {
    let values = DependencyValues(context: context)
    #expect(values.date.now == DateGenerator.referenceDate)
    #expect(values.date() == values.date())
    #expect(DateGenerator.referenceDate.formatted(.iso8601) == "2025-01-01T09:41:00Z")
  }

  @Test("date is the wall clock in an app")
  func liveDate() {
    let before = Date()
    let now = DependencyValues(context: .live).date.now
    #expect(now >= before && now <= Date())
  }

  @Test("setting date.now makes it constant")
  func settingNow() {
    let date = Date(timeIntervalSince1970: 0)
    let now = withDependencies {
      $0.date.now = date
    } operation: {
      @Dependency(\.date.now) var now
      return now
    }
    #expect(now == date)
  }

  @Test(".incrementing counts from 00000000-0000-0000-0000-000000000000")
  func incrementing() {
    let uuid = UUIDGenerator.incrementing
    #expect(
      [uuid(), uuid(), uuid()].map(\.uuidString) == [
        "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
        "00000000-0000-0000-0000-000000000002",
      ])
  }

  @Test(".constant always gives its UUID")
  func constant() {
    let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
    let uuid = UUIDGenerator.constant(fixed)
    #expect([uuid(), uuid()] == [fixed, fixed])
  }

  @Test("a preview scope's uuid restarts at zero in every new scope")
  func previewUUIDPerScope() {
    let first = DependencyValues(context: .preview)
    #expect(first.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(DependencyValues(context: .preview).uuid().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test("a test that uses uuid without choosing a generator fails")
  func uuidUnimplementedInTests() {
    @Dependency(\.uuid) var uuid
    withKnownIssue {
      _ = uuid()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("uuid() of dependency UUIDGeneratorKey")
    }
  }

  @Test(
    "calendar, locale and time zone are fixed in previews and tests", arguments: [DependencyContext.preview, .test])
  func fixedFoundationValues(context: DependencyContext) {
    let values = DependencyValues(context: context)
    #expect(values.locale.identifier == "en_US_POSIX")
    #expect(values.timeZone.secondsFromGMT() == 0)
    #expect(values.calendar.identifier == .gregorian)
    #expect(values.calendar.timeZone == values.timeZone)
    let components = values.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: values.date.now)
    #expect(
      [components.year, components.month, components.day, components.hour, components.minute] == [2025, 1, 1, 9, 41])
  }

  @Test("the clocks are immediate in previews and tests, and the real ones in an app")
  func clocksPerContext() {
    for context in [DependencyContext.preview, .test] {
      let values = DependencyValues(context: context)
      #expect(values.continuousClock is ImmediateClock)
      #expect(values.suspendingClock is ImmediateClock)
    }
    let live = DependencyValues(context: .live)
    #expect(live.continuousClock is ContinuousClock)
    #expect(live.suspendingClock is SuspendingClock)
  }
}

@Suite("Clocks")
struct ClockTests {
  @Test("ImmediateClock's five-second sleep ends at once and moves now by five seconds")
  func immediateSleep() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    try await clock.sleep(for: .seconds(5))
    #expect(start.duration(to: clock.now) == .seconds(5))
  }

  @Test("ImmediateClock throws when the task is cancelled")
  func immediateCancelled() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test("TestClock wakes a sleeper only when advanced to its deadline")
  func testClockAdvance() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(5)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(4))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    try await task.value
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == VirtualInstant(offset: .seconds(5)))
  }

  @Test("TestClock wakes sleepers in deadline order, including one that sleeps again within the advance")
  func testClockOrder() async throws {
    let clock = TestClock()
    let log = Log()
    let first = Task {
      try await clock.sleep(for: .seconds(1))
      log.append("1s")
      try await clock.sleep(for: .seconds(1))
      log.append("2s")
    }
    let second = Task {
      try await clock.sleep(for: .seconds(3))
      log.append("3s")
    }
    while clock.sleeperCount < 2 { await Task.yield() }
    await clock.advance(by: .seconds(3))
    try await first.value
    try await second.value
    #expect(log.entries == ["1s", "2s", "3s"])
  }

  @Test("a cancelled TestClock sleeper throws CancellationError")
  func testClockCancelled() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(5)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }
}

/// A thread-safe list of what happened, in order.
private final class Log: Sendable {
  private let lines = Mutex<[String]>([])
  var entries: [String] { lines.withLock { $0 } }
  func append(_ line: String) { lines.withLock { $0.append(line) } }
}
