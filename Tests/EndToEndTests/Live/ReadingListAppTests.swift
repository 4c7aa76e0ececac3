import Foundation
import Testing

/// The sample app as its own executable (`swift run textpreviews-reading-list`), run the
/// way a person tries it: open the list, open an article, come back, quit.
@Suite("The sample reading list app in a real terminal")
struct ReadingListAppTests {
  @Test("it runs, navigates into the list and an article and back with Esc, and quits with Ctrl-C")
  func runsAndNavigates() async throws {
    let app = try await TmuxSession([try BuiltProduct.readingList])
    defer { app.close() }
    try await app.waitFor("Account Settings")
    try await app.waitForFocus(on: "Reading List")
    try await app.press("Enter")
    try await app.waitFor("Designing a Dependency Container in Swift")
    try await app.tab(to: "Designing a Dependency Container in Swift")
    try await app.press("Enter")
    try await app.waitFor("by Sam Rivera")
    try await app.press("Escape")
    let list = try await app.waitFor("Testing Async View Models Without Sleeping")
    #expect(!list.contains("by Sam Rivera"))
    try await app.press("Escape")
    try await app.waitFor("Account Settings")
    try await app.press("C-c")
    let exit = try await app.waitForExit()
    #expect(exit.status == 0)
    #expect(exit.terminalRestored, "\(exit.restoreReport)")
  }
}
