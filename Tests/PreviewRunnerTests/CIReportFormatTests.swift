import Foundation
import PreviewSnapshots
import Testing

@testable import PreviewRunner

/// The GitHub Actions formats: annotations as workflow commands, and the step summary.
@Suite("GitHub annotations and the step summary")
struct CIReportFormatTests {
  static func failure(
    state: String = "lit", message: String, declaration: SourceLine? = SourceLine(file: "Previews/Lamp.swift", line: 12)
  ) -> SnapshotResult {
    var result = SnapshotResult(
      .snapshot(SnapshotID(component: "Lamp", preview: "LampPreviews", state: state, width: 40)), status: .failed,
      kind: .changed(.text), message: message)
    result.declaration = declaration
    return result
  }

  @Test("an annotation is ::error file=…,line=…,title=…::message, one line per failure")
  func annotationLine() {
    var summary = RunSummary()
    summary.results = [
      Self.failure(message: "--- a\n+++ b\n-old\n+new\n"),
      SnapshotResult(
        .snapshot(SnapshotID(component: "Lamp", preview: "LampPreviews", state: "off", width: 40)), status: .passed),
    ]
    let text = String(decoding: GitHubReport.encode(summary), as: UTF8.self)
    #expect(
      text
        == "::error file=Previews/Lamp.swift,line=12,title=Lamp/LampPreviews lit%3A text changed::--- a%0A+++ b%0A-old%0A+new\n"
    )
  }

  @Test("GitHub's escaping: % CR LF in the message; and : , too in properties, so nothing ends the command")
  func escaping() {
    #expect(GitHubReport.escapeData("100% a:b,c\r\nnext") == "100%25 a:b,c%0D%0Anext")
    #expect(GitHubReport.escapeProperty("100% a:b,c\r\nnext") == "100%25 a%3Ab%2Cc%0D%0Anext")
    // Escaped first, so an existing "%3A" stays text: it reads back as "%3A", not ":".
    #expect(GitHubReport.escapeProperty("%3A") == "%253A")
    let result = Self.failure(
      state: "a,b: c%\nd", message: "line 1\r\nline 2", declaration: SourceLine(file: "Pre:views/A,B.swift", line: 3))
    let line = GitHubReport.annotation(result)
    #expect(
      line
        == "::error file=Pre%3Aviews/A%2CB.swift,line=3,title=Lamp/LampPreviews a%2Cb%3A c%25\\nd%3A text changed::"
        // A CR from a preview is first made visible (as every report does); a line break stays one.
        + "line 1\\r%0Aline 2")
    #expect(!line.contains("\n") && !line.contains("\r"))
  }

  @Test("an annotation shows the first lines of the diff and counts the rest; no declaration, no file")
  func longMessage() {
    let message = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let line = GitHubReport.annotation(Self.failure(message: message, declaration: nil))
    #expect(line.hasPrefix("::error title=Lamp/LampPreviews lit%3A text changed::line 1%0A"))
    #expect(line.hasSuffix("line 20%0A… 10 more lines in the HTML report"))
  }

  @Test("the step summary has a table of counts and each failure's diff in a fence no backtick run can close")
  func markdown() {
    var summary = RunSummary()
    summary.results = [Self.failure(message: "-a ``` b\n+a ```` b")]
    let text = String(decoding: MarkdownReport.encode(summary), as: UTF8.self)
    #expect(text.hasPrefix("## Previews: 0 passed, 1 failed\n\n| Result | Count |\n| --- | ---: |\n| passed | 0 |\n"))
    #expect(text.contains("| failed | 1 |\n"))
    #expect(
      text.contains(
        "**Lamp/LampPreviews lit: text changed** · Previews/Lamp\\.swift:12\n\n`````diff\n-a ``` b\n+a ```` b\n`````\n")
    )
    #expect(MarkdownReport.fence(for: "no backticks") == "```")
    #expect(MarkdownReport.escape("a|b*<c>") == "a\\|b\\*\\<c\\>")
  }

  @Test("the step summary cuts a long diff and stops showing failures past its size, saying so")
  func markdownLimits() {
    var summary = RunSummary()
    let message = (1...50).map { "+line \($0)" }.joined(separator: "\n")
    summary.results = (1...30).map { Self.failure(state: "s\($0)", message: message) }
    let limits = MarkdownReport.Limits(linesPerFailure: 5, bytes: 2048)
    let text = String(decoding: MarkdownReport.encode(summary, limits: limits), as: UTF8.self)
    #expect(text.utf8.count < 2048)
    #expect(text.contains("+line 5\n```\n\n_45 more lines not shown: the HTML report has the whole diff._\n"))
    #expect(!text.contains("+line 6\n"))
    #expect(text.hasSuffix(" not shown: this summary stays under 2 KiB. The HTML report has every one._\n"))
  }
}

/// The revision a report records, read from a checkout's files.
@Suite("Git checkouts")
struct GitCheckoutTests {
  @Test("a detached HEAD, a branch in packed-refs and a linked work tree each give their commit")
  func revisions() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let commit = String(repeating: "ab", count: 20)
    let other = String(repeating: "cd", count: 20)
    func write(_ text: String, _ path: String) throws {
      try FileManager.default.createDirectory(
        atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    try write(commit + "\n", "repo/.git/HEAD")
    try FileManager.default.createDirectory(atPath: root + "/repo/Package/Sub", withIntermediateDirectories: true)
    let checkout = try #require(GitCheckout.around(root + "/repo/Package/Sub"))
    #expect(checkout == GitCheckout(root: root + "/repo", revision: commit))
    #expect(checkout.relativePath(of: root + "/repo/Package/Previews/A.swift") == "Package/Previews/A.swift")
    #expect(checkout.relativePath(of: "/elsewhere/A.swift") == nil)

    try write("ref: refs/heads/main\n", "repo/.git/HEAD")
    try write("# pack-refs with: peeled\n\(other) refs/heads/main\n", "repo/.git/packed-refs")
    #expect(GitCheckout.around(root + "/repo")?.revision == other)

    try write("gitdir: ../repo/.git/worktrees/wt\n", "wt/.git")
    try write("ref: refs/heads/topic\n", "repo/.git/worktrees/wt/HEAD")
    try write("../..\n", "repo/.git/worktrees/wt/commondir")
    try write(commit + "\n", "repo/.git/refs/heads/topic")
    #expect(GitCheckout.around(root + "/wt") == GitCheckout(root: root + "/wt", revision: commit))

    try write("ref: refs/heads/nowhere\n", "repo/.git/HEAD")
    #expect(GitCheckout.around(root + "/repo")?.revision == nil)
  }
}
