import PreviewSnapshots
import Testing

@testable import PreviewRunner

@Suite("Message wording")
struct MessageWordingTests {
  @Test(
    "a count of exactly one takes the singular, any other the plural",
    arguments: [(0, "0 stale snapshots"), (1, "1 stale snapshot"), (2, "2 stale snapshots")])
  func counts(count: Int, expected: String) {
    #expect(counted(count, "stale snapshot") == expected)
  }
}
