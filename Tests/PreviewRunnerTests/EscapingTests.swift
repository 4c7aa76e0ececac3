import Foundation
import PreviewKit
import PreviewRunner
import PreviewSnapshots
import Testing
import TextUI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every kind of character a terminal obeys or that turns text around: an OSC title, SGR,
/// a C1 CSI, DEL, a bidirectional override and isolate, BEL and a NUL.
private let hostile =
  "osc \u{1B}]0;pwned\u{7} sgr \u{1B}[31m c1 \u{9B}2J del \u{7F} bidi \u{202E}txt.exe \u{2066}x\u{2069} nul \u{0}"

/// How `hostile` looks once escaped.
private let shown =
  #"osc \e]0;pwned\u{7} sgr \e[31m c1 \u{9b}2J del \u{7f} bidi \u{202e}txt.exe \u{2066}x\u{2069} nul \u{0}"#

@MainActor
private enum Hostile {
  static var label = "Hostile"
}

private struct HostileNamePreviews: PreviewProvider {
  static var component: String { "Evil \u{1B}]2;component\u{7}" }
  static var layout: PreviewLayout { PreviewLayout(width: 16, height: 2) }
  static var states: [PreviewState] {
    [
      PreviewState(hostile, steps: [.tap("Go")]) {
        VStack {
          Text(Hostile.label)
          Button("Go") {}
        }
      }
    ]
  }
}

@MainActor private let providers: [any PreviewProvider.Type] = [HostileNamePreviews.self]

/// The characters of `text` that must never reach a terminal or report raw, besides line
/// breaks; the runner's own progress-line codes are taken out first.
private func unsafe(_ text: String) -> [String] {
  text.replacingOccurrences(of: "\r\u{1B}[K", with: "").unicodeScalars
    .filter { $0 != "\n" && TerminalText.isUnsafe($0) }
    .map { "U+" + String($0.value, radix: 16) }
}

@Suite("Nothing raw reaches a terminal or a report", .serialized)
@MainActor
struct EscapingTests {
  /// A sandbox whose snapshots folder's own name is hostile, with the state recorded and then
  /// changed: every output has a name, a path and a diff to show.
  private func changed() async throws -> (sandbox: RunnerSandbox, snapshots: String) {
    let sandbox = try RunnerSandbox()
    let snapshots = sandbox.path("Snap \u{1B}[2Jshots")
    Hostile.label = "Hostile"
    let recorded = await run(["--record"], snapshots, sandbox)
    #expect(recorded.code == 0, "\(recorded.output)\(recorded.error)")
    Hostile.label = "Changed"
    return (sandbox, snapshots)
  }

  private func run(
    _ arguments: [String], _ snapshots: String, _ sandbox: RunnerSandbox, console: Console = .capturing(),
    keys: KeySource = .none
  ) async -> (code: Int32, output: String, error: String) {
    let code = await PreviewRunnerCommand.run(
      arguments: arguments + ["--snapshots", snapshots, "--color", "never"], environment: [:],
      providers: providers, appChecks: [], workingDirectory: sandbox.root.path, output: console, keys: keys)
    return (code, console.standardOutput, console.standardError)
  }

  @Test("the one escaping function: every unsafe character made visible, emoji and joiners kept, idempotent")
  func escaping() {
    #expect(TerminalText.escaped(hostile) == shown)
    #expect(TerminalText.escaped(shown) == shown)
    #expect(TerminalText.escapedLines("a\u{1B}\nb\u{202E}") == "a\\e\nb\\u{202e}")
    let family = "👨‍👩‍👧 ﷽ é"
    #expect(TerminalText.escaped(family) == family)
    for value: UInt32 in [0x0, 0x7, 0x1B, 0x7F, 0x85, 0x9B, 0x61C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E]
      + [0x2066, 0x2069]
    {
      #expect(TerminalText.isUnsafe(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
    }
    #expect(!TerminalText.isUnsafe("\u{200D}"))
  }

  @Test("--list")
  func list() async throws {
    let (sandbox, snapshots) = try await changed()
    let result = await run(["--list"], snapshots, sandbox)
    #expect(unsafe(result.output + result.error) == [])
    #expect(result.output.contains(shown))
  }

  @Test("a local run on a terminal: the progress line, the failure, its diff headers and the summary")
  func localRun() async throws {
    let (sandbox, snapshots) = try await changed()
    defer { Hostile.label = "Hostile" }
    let result = await run([], snapshots, sandbox, console: .capturing(isTerminal: true))
    #expect(result.code == 1)
    #expect(unsafe(result.output + result.error) == [])
    #expect(result.output.contains("FAIL Evil \\e]2;component\\u{7}/HostileNamePreviews \(shown)"))
    #expect(result.output.contains("--- \(snapshots.replacingOccurrences(of: "\u{1B}", with: "\\e"))/"))
    #expect(result.output.contains("pending in \(sandbox.path("Snap \\e[2Jshots"))/.pending"))
  }

  @Test("review: the interactive title and diff, the listing, and --accept")
  func review() async throws {
    let (sandbox, snapshots) = try await changed()
    _ = await run([], snapshots, sandbox)
    Hostile.label = "Hostile"
    let listing = await run(["review"], snapshots, sandbox)
    #expect(listing.code == 1)
    #expect(unsafe(listing.output + listing.error) == [])
    #expect(listing.output.contains("pending: \(sandbox.path("Snap \\e[2Jshots"))/"))

    let interactive = await run(
      ["review"], snapshots, sandbox, console: .capturing(isTerminal: true), keys: .scripted("s"))
    #expect(unsafe(interactive.output + interactive.error) == [])
    #expect(interactive.output.contains("Evil \\e]2;component\\u{7}/HostileNamePreviews \(shown) › 1 tap Go · changed"))

    let accepted = await run(["review", "--accept"], snapshots, sandbox)
    #expect(accepted.code == 0)
    #expect(unsafe(accepted.output + accepted.error) == [])
  }

  @Test("show prints names escaped")
  func show() async throws {
    let (sandbox, snapshots) = try await changed()
    let result = await run(["show"], snapshots, sandbox)
    #expect(unsafe(result.output + result.error) == [])
    #expect(result.output.contains("── Evil \\e]2;component\\u{7}/HostileNamePreviews \(shown)"))
  }

  @Test("the JSON report keeps every name exactly, with \\u escapes")
  func json() async throws {
    let (sandbox, snapshots) = try await changed()
    let path = sandbox.path("report.json")
    _ = await run(["--ci", "--new-dir", sandbox.path("new"), "--report", "json", path], snapshots, sandbox)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(unsafe(text) == [])
    #expect(text.contains(#"\u202e"#))
    let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let snapshotsList = document?["snapshots"] as? [[String: Any]] ?? []
    #expect(snapshotsList.map { $0["state"] as? String } == [hostile, hostile])
    #expect(snapshotsList.first?["component"] as? String == "Evil \u{1B}]2;component\u{7}")
  }

  @Test("the JUnit report parses as XML and shows every name escaped")
  func junit() async throws {
    let (sandbox, snapshots) = try await changed()
    let path = sandbox.path("junit.xml")
    _ = await run(["--ci", "--new-dir", sandbox.path("new"), "--report", "junit", path], snapshots, sandbox)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(unsafe(text) == [])
    #expect(
      text.contains("name=\"\(shown.replacingOccurrences(of: "\"", with: "&quot;")) @16\"") || text.contains(shown))
    #expect(XMLParser(data: Data(text.utf8)).parse())
  }

  @Test("the HTML report shows every name escaped")
  func html() async throws {
    let (sandbox, snapshots) = try await changed()
    let path = sandbox.path("report.html")
    _ = await run(["--ci", "--new-dir", sandbox.path("new"), "--report", "html", path], snapshots, sandbox)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(unsafe(text) == [])
    #expect(text.contains("osc \\e]0;pwned\\u{7} sgr \\e[31m c1 \\u{9b}2J"))
  }

  @Test("a file-system error names the path escaped")
  func storeError() {
    let error = SnapshotStoreError(action: "write snapshot", path: "Snap\u{1B}[2J/x.txt", reason: "No space")
    #expect(error.description == "cannot write snapshot Snap\\e[2J/x.txt: No space")
    let read = SnapshotReadError(path: "A/b.txt", reason: "line 3 is `\u{202E}evil`")
    #expect(unsafe(read.description) == [])
  }
}
