import Foundation
import PreviewKit
import Testing
import TextUI

@testable import PreviewRunner

/// What the bulb previews show; tests change it to change the component.
@MainActor
private enum Bulb {
  static var label = "Bulb"
}

private struct BulbPreviews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(width: 12, height: 1) }
  static var states: [PreviewState] {
    [
      PreviewState("off") { Text(Bulb.label + " off") },
      PreviewState("on") { Text(Bulb.label + " on").bold() },
      PreviewState("dim") { Text(Bulb.label + " dim") },
    ]
  }
}

@MainActor private let providers: [any PreviewProvider.Type] = [BulbPreviews.self]

/// Writes a zip with python's zipfile (DEFLATE, as GitHub's artifacts are), entries given as
/// (name, text, is a symbolic link); returns its path.
func makeZip(_ entries: [(String, String, Bool)], at path: String, compressed: Bool = true) throws {
  let script = """
    import json, sys, zipfile
    entries = json.load(sys.stdin)
    method = zipfile.ZIP_DEFLATED if \(compressed ? "True" : "False") else zipfile.ZIP_STORED
    with zipfile.ZipFile(sys.argv[1], "w", method) as archive:
        for name, text, link in entries:
            info = zipfile.ZipInfo(name)
            info.compress_type = method
            info.create_system = 3
            info.external_attr = ((0o120777 if link else 0o100644) << 16)
            archive.writestr(info, text)
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, path]
  let input = Pipe()
  process.standardInput = input
  try process.run()
  let json = try JSONSerialization.data(withJSONObject: entries.map { [$0.0, $0.1, $0.2] as [Any] })
  input.fileHandleForWriting.write(json)
  try input.fileHandleForWriting.close()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "python3 could not write \(path)")
}

@Suite("review --from a CI artifact", .serialized)
@MainActor
struct ReviewFromArtifactTests {
  /// A repository's snapshots recorded with "Bulb", and a CI run over a change to "Lamp" that
  /// fails and leaves its artifact (two changed states, and a new one whose snapshot is gone).
  private func ciArtifact() async throws -> RunnerSandbox {
    let sandbox = try RunnerSandbox()
    Bulb.label = "Bulb"
    _ = await sandbox.run(["--record"], providers: providers)
    try FileManager.default.removeItem(atPath: sandbox.snapshots + "/Bulb/BulbPreviews.dim.txt")
    try FileManager.default.copyItem(atPath: sandbox.snapshots, toPath: sandbox.path("clone"))
    Bulb.label = "Lamp"
    let ci = await sandbox.run(["--ci", "--new-dir", sandbox.path("artifact")], providers: providers)
    #expect(ci.code == 1)
    Bulb.label = "Bulb"
    return sandbox
  }

  /// Runs `review --from source` on the clone of the snapshots.
  private func review(_ sandbox: RunnerSandbox, from source: String, _ more: [String] = ["--accept"]) async -> (
    code: Int32, output: String, error: String
  ) {
    let console = Console.capturing()
    let code = await PreviewRunnerCommand.run(
      arguments: ["review", "--from", source, "--snapshots", sandbox.path("clone")] + more, environment: [:],
      providers: providers, appChecks: [], workingDirectory: sandbox.root.path, output: console)
    return (code, console.standardOutput, console.standardError)
  }

  @Test("CI mode writes each new rendering with its base; review --from accepts them and a second verify passes")
  func acceptsIntoClone() async throws {
    let sandbox = try await ciArtifact()
    #expect(
      sandbox.listing(sandbox.path("artifact")) == [
        "Bulb/BulbPreviews.dim.txt.base", "Bulb/BulbPreviews.dim.txt.new", "Bulb/BulbPreviews.off.txt.base",
        "Bulb/BulbPreviews.off.txt.new", "Bulb/BulbPreviews.on.txt.base", "Bulb/BulbPreviews.on.txt.new",
      ])
    #expect(
      try String(contentsOfFile: sandbox.path("artifact/Bulb/BulbPreviews.dim.txt.base"), encoding: .utf8)
        .hasPrefix("textui-pending 2\nbase: none\nrendering: fnv1a64 "))
    let reviewed = await review(sandbox, from: sandbox.path("artifact"))
    #expect(reviewed.code == 0, "\(reviewed.error)")
    #expect(summaryLine(reviewed.output) == "3 accepted, 0 rejected, 0 skipped")
    Bulb.label = "Lamp"
    defer { Bulb.label = "Bulb" }
    let console = Console.capturing()
    let verify = await PreviewRunnerCommand.run(
      arguments: ["--ci", "--snapshots", sandbox.path("clone"), "--new-dir", sandbox.path("unused")], environment: [:],
      providers: providers, appChecks: [], workingDirectory: sandbox.root.path, output: console)
    #expect(verify.self == 0 && summaryLine(console.standardOutput) == "3 passed, 0 failed")
  }

  @Test("review --from reads the artifact zipped (DEFLATE), and filters select what it brings in")
  func fromZip() async throws {
    let sandbox = try await ciArtifact()
    let files = sandbox.listing(sandbox.path("artifact")).map { name in
      (
        "previews-1/" + name, (try? String(contentsOfFile: sandbox.path("artifact/" + name), encoding: .utf8)) ?? "",
        false
      )
    }
    try makeZip(files + [("previews-1/report.json", "{}", false)], at: sandbox.path("artifact.zip"))
    let reviewed = await review(sandbox, from: sandbox.path("artifact.zip"), ["on", "--accept"])
    #expect(reviewed.code == 0, "\(reviewed.error)")
    #expect(summaryLine(reviewed.output) == "1 accepted, 0 rejected, 0 skipped")
    #expect(
      try String(contentsOfFile: sandbox.path("clone/Bulb/BulbPreviews.on.txt"), encoding: .utf8).contains("Lamp on"))
  }

  @Test("when a snapshot changed since CI rendered it, nothing is accepted and the message says to run CI again")
  func changedSinceCI() async throws {
    let sandbox = try await ciArtifact()
    let path = sandbox.path("clone/Bulb/BulbPreviews.off.txt")
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    try Data(recorded.replacingOccurrences(of: "Bulb off", with: "Bulb Off").utf8).write(to: URL(fileURLWithPath: path))
    let before = sandbox.listing(sandbox.path("clone"))
    let reviewed = await review(sandbox, from: sandbox.path("artifact"))
    #expect(reviewed.code == 1)
    #expect(
      reviewed.error
        == "error: nothing accepted: \(sandbox.path("clone"))/Bulb/BulbPreviews.off.txt changed since CI rendered it "
        + "(re-recorded or accepted since); run CI again on this revision and review its new renderings\n")
    #expect(sandbox.listing(sandbox.path("clone")) == before)
  }

  /// Expects `review --from source` to be refused with exit 2, an error containing `message`,
  /// and nothing written into the clone.
  private func expectRefused(
    _ sandbox: RunnerSandbox, _ source: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let before = sandbox.listing(sandbox.path("clone"))
    let reviewed = await review(sandbox, from: source)
    #expect(reviewed.code == 2, sourceLocation: sourceLocation)
    #expect(reviewed.error.hasPrefix("error: cannot review "), sourceLocation: sourceLocation)
    #expect(reviewed.error.contains(message), "\(reviewed.error)", sourceLocation: sourceLocation)
    #expect(sandbox.listing(sandbox.path("clone")) == before, sourceLocation: sourceLocation)
  }

  @Test("an artifact folder holding a symbolic link is refused as the snapshot store refuses one")
  func symbolicLinkInFolder() async throws {
    let sandbox = try await ciArtifact()
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("artifact/Bulb/BulbPreviews.on.txt.new.link"), withDestinationPath: "/etc/passwd")
    await expectRefused(
      sandbox, sandbox.path("artifact"),
      "Bulb/BulbPreviews.on.txt.new.link in it is a symbolic link (to /etc/passwd); the runner never follows one")
  }

  @Test("a zip entry escaping the folder, a linked entry, and a damaged rendering are refused")
  func hostileZip() async throws {
    let sandbox = try await ciArtifact()
    let zip = sandbox.path("bad.zip")
    try makeZip([("previews/../../Bulb/BulbPreviews.on.txt.new", "x", false)], at: zip)
    await expectRefused(sandbox, zip, "is not a plain relative path")
    try makeZip([("Bulb/BulbPreviews.on.txt.new", "/etc/passwd", true)], at: zip)
    await expectRefused(sandbox, zip, "the entry Bulb/BulbPreviews.on.txt.new is a symbolic link")
    let base = try String(contentsOfFile: sandbox.path("artifact/Bulb/BulbPreviews.on.txt.base"), encoding: .utf8)
    try makeZip(
      [("Bulb/BulbPreviews.on.txt.new", "not it", false), ("Bulb/BulbPreviews.on.txt.base", base, false)], at: zip)
    await expectRefused(sandbox, zip, "is not the rendering its .base file describes")
  }

  @Test("a zip bomb is refused: an entry expanding past its declared size, or entries past the limits")
  func zipBomb() async throws {
    let sandbox = try await ciArtifact()
    let zip = sandbox.path("bomb.zip")
    try makeZip([("Bulb/BulbPreviews.on.txt.new", String(repeating: "A", count: 4 << 20), false)], at: zip)
    var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: zip)))
    // The central directory's uncompressed size (offset 24 of its header) claims 100 bytes.
    let central = try #require(Self.offset(of: [0x50, 0x4B, 0x01, 0x02], in: bytes))
    bytes.replaceSubrange(central + 24..<central + 28, with: [100, 0, 0, 0])
    try Data(bytes).write(to: URL(fileURLWithPath: zip))
    await expectRefused(sandbox, zip, "expands past the 100 bytes it declares (a zip bomb?)")

    try makeZip((1...8).map { ("f\($0).txt", String(repeating: "0", count: 1 << 20), false) }, at: zip)
    let limits = ZipArchive.Limits(entries: 100, entrySize: 2 << 20, totalSize: 4 << 20)
    #expect(throws: CIArtifact.Refusal(reason: "its entries hold more than 4 MiB together once extracted")) {
      try CIArtifact.read(zip, limits: limits)
    }
    let few = ZipArchive.Limits(entries: 5, entrySize: 2 << 20, totalSize: 64 << 20)
    #expect(throws: CIArtifact.Refusal(reason: "it holds 8 entries, more than the 5 allowed")) {
      try CIArtifact.read(zip, limits: few)
    }
  }

  static func offset(of signature: [UInt8], in bytes: [UInt8]) -> Int? {
    (0...(bytes.count - signature.count)).first { Array(bytes[$0..<$0 + signature.count]) == signature }
  }
}

/// The zip reader and its DEFLATE decoder on archives python's zipfile (zlib) writes.
@Suite("Zip archives")
struct ZipArchiveTests {
  @Test("stored and deflated entries of every size read back exactly", arguments: [true, false])
  func roundTrip(compressed: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var generator = SystemRandomNumberGenerator()
    let texts = [
      "", "a", String(repeating: "abc", count: 40_000),
      String((0..<70_000).map { _ in Character(Unicode.Scalar(UInt8.random(in: 32...126, using: &generator))) }),
      "┌──┐ 本 ✓\n│ok│\n└──┘\n",
    ]
    let entries = texts.enumerated().map { ("dir/f\($0.offset).txt", $0.element, false) }
    try makeZip(entries, at: folder + "/a.zip", compressed: compressed)
    let read = try ZipArchive.entries(of: Array(Data(contentsOf: URL(fileURLWithPath: folder + "/a.zip"))))
    #expect(read.map(\.name) == entries.map(\.0))
    #expect(read.map { String(decoding: $0.bytes, as: UTF8.self) } == texts)
  }

  @Test("the CRC-32 is zip's")
  func crc() {
    #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
  }
}
