import Foundation
import PreviewSnapshots
import Testing

/// A fresh folder under the system's temporary directory, removed when the test ends.
private final class ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "snapshot-store-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Every file and folder under the scratch folder, relative and sorted.
  func contents() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }
}

@Suite("SnapshotStore")
struct SnapshotStoreTests {
  static let safeNames: [(String, String)] = [
    ("/", "%2F"),
    ("..", "%2E%2E"),
    (".", "%2E"),
    ("../../etc/passwd", "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd"),
    ("a/b", "a%2Fb"),
    ("a\\b", "a%5Cb"),
    ("\u{0}", "%00"),
    ("\n", "%0A"),
    ("日本語", "%E6%97%A5%E6%9C%AC%E8%AA%9E"),
    ("long titles", "long-titles"),
    ("long-titles", "long%2Dtitles"),
    ("Loading_2", "Loading_2"),
    ("", "%"),
    ("%", "%25"),
    ("~", "%7E"),
    (String(repeating: "a", count: 500), String(repeating: "a", count: 111) + "~b1ecbf69"),
    (
      String(repeating: "日", count: 500),
      String(repeating: "%E6%97%A5", count: 12) + "%E6~bf616e15"
    ),
  ]

  @Test("safeName turns any name into one harmless path component", arguments: safeNames)
  func safeName(name: String, expected: String) {
    let safe = SnapshotID.safeName(name)
    #expect(safe == expected)
    #expect(!safe.contains("/"))
    #expect(safe != "." && safe != "..")
    #expect(safe.utf8.count <= SnapshotID.maximumSafeNameBytes)
  }

  @Test("safeName never maps two of the table's names to the same result")
  func safeNamesAreDistinct() {
    let results = Self.safeNames.map { SnapshotID.safeName($0.0) }
    #expect(Set(results).count == results.count)
  }

  @Test("a path built from hostile names stays under the root", arguments: safeNames.map(\.0))
  func pathStaysUnderRoot(name: String) throws {
    let scratch = try ScratchFolder()
    let root = scratch.path + "/Snapshots"
    let store = SnapshotStore(root: root)
    let id = SnapshotID(
      component: name, preview: name, state: name, width: 80, includesWidthInName: true, step: name)
    let path = store.path(for: id)
    #expect(path.hasPrefix(root + "/"))
    #expect(id.relativePath.split(separator: "/").count == 2)
    #expect(!id.relativePath.split(separator: "/").contains { $0 == "." || $0 == ".." })
    #expect(id.relativePath.split(separator: "/").last!.utf8.count <= 255 - ".new".utf8.count)
    try store.write("x\n", to: id)
    _ = try store.writeNew("y\n", for: id, into: nil)
    #expect(scratch.contents().allSatisfy { $0 == "Snapshots" || $0.hasPrefix("Snapshots/") })
    #expect(try store.load(id) == .found(Array("x\n".utf8)))
  }

  @Test("the relative path names every part of the id")
  func relativePath() {
    let id = SnapshotID(
      component: "ItemListView", preview: "ItemListPreviews", state: "long titles", width: 40,
      includesWidthInName: true, step: "1 tap Fetch")
    #expect(id.relativePath == "ItemListView/ItemListPreviews.long-titles.w40.1-tap-Fetch.txt")
    #expect(id.description == "ItemListView/ItemListPreviews long titles @40 › 1 tap Fetch")
    let plain = SnapshotID(component: "C", preview: "P", state: "success", width: 80)
    #expect(plain.relativePath == "C/P.success.txt")
    #expect(plain.description == "C/P success")
  }

  @Test("write creates the folders and leaves only the snapshot behind")
  func write() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/deep/Snapshots/")
    let id = SnapshotID(component: "ItemListView", preview: "P", state: "success", width: 10)
    #expect(try store.load(id) == .missing)
    try store.write("first\n", to: id)
    try store.write("second\n", to: id)
    #expect(try store.load(id) == .found(Array("second\n".utf8)))
    #expect(
      scratch.contents() == [
        "deep", "deep/Snapshots", "deep/Snapshots/ItemListView", "deep/Snapshots/ItemListView/P.success.txt",
      ])
  }

  @Test("a relative root stays relative in paths")
  func relativeRoot() throws {
    let store = SnapshotStore(root: "Snapshots")
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 1)
    #expect(store.path(for: id) == "Snapshots/C/P.s.txt")
  }

  @Test("writeNew writes beside the snapshot or into a directory, and removeNew cleans up")
  func writeNew() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 1)
    let beside = try store.writeNew("new\n", for: id, into: nil)
    #expect(beside == store.path(for: id) + ".new")
    let artifacts = try store.writeNew("new\n", for: id, into: scratch.path + "/artifacts")
    #expect(artifacts == scratch.path + "/artifacts/C/P.s.txt.new")
    #expect(
      scratch.contents() == [
        "Snapshots", "Snapshots/C", "Snapshots/C/P.s.txt.new", "artifacts", "artifacts/C",
        "artifacts/C/P.s.txt.new",
      ])
    // A --new-dir that is a symbolic link is the user's choice, taken as named.
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path + "/linked", withDestinationPath: scratch.path + "/artifacts")
    let real = URL(fileURLWithPath: scratch.path).resolvingSymlinksInPath().path
    #expect(try store.writeNew("new\n", for: id, into: scratch.path + "/linked") == real + "/artifacts/C/P.s.txt.new")
    try FileManager.default.removeItem(atPath: scratch.path + "/linked")
    try store.removeNew(for: id)
    try store.removeNew(for: id)
    #expect(!FileManager.default.fileExists(atPath: beside))
    #expect(FileManager.default.fileExists(atPath: artifacts))
  }

  @Test("existingSnapshots lists snapshot files only, optionally for some components")
  func existingSnapshots() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    #expect(try store.existingSnapshots(components: nil) == [])
    for (component, state) in [("B", "one"), ("A", "two"), ("A", "one"), ("Long Name", "x")] {
      try store.write("x\n", to: SnapshotID(component: component, preview: "P", state: state, width: 1))
    }
    _ = try store.writeNew("x\n", for: SnapshotID(component: "A", preview: "P", state: "one", width: 1), into: nil)
    try "readme".write(toFile: scratch.path + "/Snapshots/README.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/Snapshots/A/nested", withIntermediateDirectories: true)
    try "x".write(toFile: scratch.path + "/Snapshots/A/nested/deep.txt", atomically: true, encoding: .utf8)
    try "x".write(toFile: scratch.path + "/Snapshots/A/.hidden.txt", atomically: true, encoding: .utf8)

    #expect(
      try store.existingSnapshots(components: nil) == [
        "A/P.one.txt", "A/P.two.txt", "B/P.one.txt", "Long-Name/P.x.txt",
      ])
    #expect(try store.existingSnapshots(components: ["B", "Long Name"]) == ["B/P.one.txt", "Long-Name/P.x.txt"])
    #expect(try store.existingSnapshots(components: []) == [])
  }

  @Test("existingSnapshots tells folders from files by the listing, and lists no symbolic link")
  func existingSnapshotsKinds() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    try store.write("x\n", to: SnapshotID(component: "A", preview: "P", state: "one", width: 1))
    let files = FileManager.default
    try files.createDirectory(atPath: scratch.path + "/Snapshots/A/folder.txt", withIntermediateDirectories: true)
    try files.createSymbolicLink(
      atPath: scratch.path + "/Snapshots/A/P.link.txt", withDestinationPath: scratch.path + "/Snapshots/A/P.one.txt")
    try files.createSymbolicLink(
      atPath: scratch.path + "/Snapshots/A/P.folder.txt",
      withDestinationPath: scratch.path + "/Snapshots/A/folder.txt")
    try files.createDirectory(atPath: scratch.path + "/Elsewhere", withIntermediateDirectories: true)
    try "x\n".write(toFile: scratch.path + "/Elsewhere/P.far.txt", atomically: true, encoding: .utf8)
    try files.createSymbolicLink(
      atPath: scratch.path + "/Snapshots/B", withDestinationPath: scratch.path + "/Elsewhere")

    // Neither the link to a snapshot nor the files of a linked folder: nothing the runner
    // would prune or read through a link.
    #expect(try store.existingSnapshots(components: nil) == ["A/P.one.txt"])
  }

  @Test("a listing taken once serves both the sweep of interrupted writes and the stale search")
  func oneListing() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    try store.write("x\n", to: SnapshotID(component: "A", preview: "P", state: "one", width: 1))
    try "x".write(toFile: scratch.path + "/Snapshots/A/.snapshot-abc.tmp", atomically: false, encoding: .utf8)
    let listing = try store.listing()
    // Written after the listing: a file the run itself produced, which the listing leaves out.
    try store.write("x\n", to: SnapshotID(component: "B", preview: "P", state: "two", width: 1))

    #expect(try store.removeInterruptedWrites(in: listing) == ["A/.snapshot-abc.tmp"])
    #expect(try store.existingSnapshots(components: nil, in: listing) == ["A/P.one.txt"])
    #expect(try store.existingSnapshots(components: nil) == ["A/P.one.txt", "B/P.two.txt"])
    #expect(try SnapshotStore(root: scratch.path + "/Missing").existingSnapshots(components: nil) == [])
  }

  @Test("delete removes the file and its emptied folder, and refuses paths outside the root")
  func delete() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    try store.write("x\n", to: SnapshotID(component: "A", preview: "P", state: "one", width: 1))
    try store.write("x\n", to: SnapshotID(component: "B", preview: "P", state: "one", width: 1))
    try store.write("x\n", to: SnapshotID(component: "B", preview: "P", state: "two", width: 1))
    try store.delete(relativePath: "A/P.one.txt")
    try store.delete(relativePath: "B/P.one.txt")
    try store.delete(relativePath: "B/P.one.txt")
    #expect(scratch.contents() == ["Snapshots", "Snapshots/B", "Snapshots/B/P.two.txt"])
    for outside in ["../outside.txt", "/etc/passwd", "A/../../x.txt", "", "."] {
      #expect(throws: SnapshotStoreError.self) { try store.delete(relativePath: outside) }
    }
  }

  @Test(
    "a relative path with an empty, '.' or '..' part, or a NUL, is refused; other names are kept",
    arguments: [
      ("A//b.txt", false), ("A/./b.txt", false), ("./A/b.txt", false), ("A/b.txt/", false), ("A/b\u{0}.txt", false),
      ("A/..", false), (".pending/A/b.txt", true), ("a..b/c.txt", true), ("A/.b.txt", true), ("A/b..txt", true),
    ])
  func relativePaths(path: String, allowed: Bool) throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path + "/Snapshots")
    if allowed {
      try store.directory.write("x\n", to: path, action: "write")
      #expect(try store.load(relativePath: path) == .found(Array("x\n".utf8)))
    } else {
      #expect(throws: SnapshotStoreError.self) { try store.directory.write("x\n", to: path, action: "write") }
      #expect(throws: SnapshotStoreError.self) { try store.delete(relativePath: path) }
    }
    #expect(scratch.contents().allSatisfy { $0 == "Snapshots" || $0.hasPrefix("Snapshots/") })
  }

  @Test(
    "load returns a file's exact bytes whatever its size",
    arguments: [0, 1, 4095, 4096, 65_535, 65_536, 65_537, 300_001])
  func loadsEveryByte(size: Int) throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 1)
    try FileManager.default.createDirectory(atPath: scratch.path + "/C", withIntermediateDirectories: true)
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try Data(bytes).write(to: URL(fileURLWithPath: store.path(for: id)))
    #expect(try store.load(id) == .found(bytes))
  }

  @Test("an unreadable snapshot throws with its path")
  func loadError() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path)
    let id = SnapshotID(component: "C", preview: "P", state: "s", width: 1)
    try FileManager.default.createDirectory(atPath: store.path(for: id), withIntermediateDirectories: true)
    do {
      _ = try store.load(id)
      Issue.record("a folder was read as a snapshot")
    } catch {
      #expect(error.description == "cannot read snapshot \(store.path(for: id)): Is a directory")
    }
  }

  @Test("a write where a folder is a file throws with the path")
  func writeError() throws {
    let scratch = try ScratchFolder()
    let store = SnapshotStore(root: scratch.path)
    try "x".write(toFile: scratch.path + "/C", atomically: true, encoding: .utf8)
    do {
      try store.write("x\n", to: SnapshotID(component: "C", preview: "P", state: "s", width: 1))
      Issue.record("wrote through a file")
    } catch {
      #expect(error.description == "cannot write snapshot \(scratch.path)/C: Not a directory")
    }
  }
}
