import Foundation
import Testing

/// `preview-runner show` on a terminal lays a state's variants out for the terminal's own
/// width, which a shell does not export as `COLUMNS`.
@Suite("preview-runner show sizes its layout by the terminal", .serialized)
struct ShowTerminalWidthTests {
  /// `show` of the sample's first state at 36 columns, five variants: 188 columns side by side.
  private func show(columns: Int) async throws -> TmuxSession.Exit {
    let command = ["/usr/bin/env", "-u", "COLUMNS", try BuiltProduct.previewRunner, "show", "ItemActions"]
    let session = try await TmuxSession(
      command + ["--state", "plain", "--width", "36"], in: FileManager.default.temporaryDirectory.path,
      columns: columns, rows: 50)
    defer { session.close() }
    return try await session.waitForExit()
  }

  @Test("in a 200-column terminal without COLUMNS, a state's variants are printed side by side")
  func sideBySideInAWideTerminal() async throws {
    let exit = try await show(columns: 200)
    #expect(exit.status == 0, "\(exit.screen)")
    let titles = exit.screen.split(separator: "\n").first { $0.hasPrefix("light ") }
    #expect(
      titles?.split(separator: " ") == ["light", "dark", "monochrome", "pseudo", "rtl"], "\(exit.screen)")
    #expect(!exit.screen.contains("── ItemActions/ItemActionsPreviews plain [dark]"), "\(exit.screen)")
  }

  @Test("in an 80-column terminal, where they do not fit, one after another")
  func oneAfterAnotherInANarrowTerminal() async throws {
    let exit = try await show(columns: 80)
    #expect(exit.status == 0, "\(exit.screen)")
    #expect(exit.screen.contains("── ItemActions/ItemActionsPreviews plain [dark]"), "\(exit.screen)")
    #expect(!exit.screen.split(separator: "\n").contains { $0.hasPrefix("light ") }, "\(exit.screen)")
  }
}
