import Foundation
import PreviewSnapshots

/// A test source written for one inline-rewrite fault, with its calls marked where the
/// compiler's `#line` and `#column` would point: `⟨1⟩` just before a call's `(` (its position
/// is recorded and the marker removed), and `⟨/1⟩` at the end of the line where the call's
/// closure ends, when it spans lines. The positions are found from the markers, never by the
/// scanner under test, so the suite checks the writer against an independent account.
struct InlineFixture {
  /// The source, markers removed: what the test was compiled from.
  var text: String
  /// Per marked call: the line and column (from 1, UTF-8 bytes) of its `(`.
  var calls: [Int: (line: Int, column: Int)] = [:]
  /// Per marked call: its lines, from its first to the last of its closure (from 1).
  var regions: [Int: ClosedRange<Int>] = [:]

  init(_ template: String) {
    var lines: [String] = []
    var ends: [Int: Int] = [:]
    for (index, raw) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = String(raw)
      while let open = line.range(of: "⟨") {
        let close = line.range(of: "⟩", range: open.upperBound..<line.endIndex)!
        let mark = line[open.upperBound..<close.lowerBound]
        if mark.hasPrefix("/") {
          ends[Int(mark.dropFirst())!] = index + 1
        } else {
          calls[Int(mark)!] = (index + 1, line.utf8.distance(from: line.startIndex, to: open.lowerBound) + 1)
        }
        line.removeSubrange(open.lowerBound..<close.upperBound)
      }
      lines.append(line)
    }
    text = lines.joined(separator: "\n")
    for (id, call) in calls { regions[id] = call.line...(ends[id] ?? call.line) }
  }
}

/// What the inline-rewrite faults check after each one: the file's bytes and mode, what else
/// is in its folder, that it still type-checks, and which lines changed.
struct InlineChecks {
  /// `swiftc`, and the arguments that let it type-check a test of this package's modules.
  let typecheck: (swiftc: String, arguments: [String])?

  /// Finds `swiftc` on `PATH` and the modules beside the runner in the build folder.
  init(binFolder: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let swiftc = path.split(separator: ":").map { $0 + "/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: binFolder)) ?? []
    // The C modules' maps (a `-tool` copy of each is built for plugins: one of each is enough).
    let maps = folders.filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }.map {
      binFolder + "/" + $0 + "/module.modulemap"
    }
    .filter { FileManager.default.fileExists(atPath: $0) }
    typecheck = swiftc.map {
      ($0, ["-typecheck", "-I", binFolder + "/Modules"] + maps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] })
    }
  }

  /// Problems with type-checking `path` as a test file of this package: it must compile.
  func typeChecks(_ path: String) -> [String] {
    guard let typecheck else { return ["swiftc is not on PATH: the rewritten file could not be type-checked"] }
    let folder = (path as NSString).deletingLastPathComponent
    let ended = Running.start(typecheck.swiftc, typecheck.arguments + [path], in: folder, environment: [:])
      .wait(deadline: 120)
    guard ended.code == 0 else {
      return ["\((path as NSString).lastPathComponent) no longer compiles: \(tail(ended.error + ended.output))"]
    }
    return []
  }

  /// Problems when `path` is not exactly `bytes` with mode `mode`.
  static func unchanged(_ path: String, bytes: [UInt8], mode: POSIX.FileMode) -> [String] {
    var problems: [String] = []
    if FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) != bytes {
      problems.append("\((path as NSString).lastPathComponent) was changed")
    }
    if Self.mode(path) != mode {
      problems.append("its mode became \(String(Self.mode(path), radix: 8)) (was \(String(mode, radix: 8)))")
    }
    return problems
  }

  /// Problems when the folder of `path` holds anything but `expected` (names).
  static func onlyFiles(_ expected: Set<String>, in folder: String) -> [String] {
    let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    return names == expected ? [] : ["the folder holds \(names.sorted()), not \(expected.sorted())"]
  }

  static func mode(_ path: String) -> POSIX.FileMode {
    var status = POSIX.FileStatus()
    return POSIX.stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
  }

  /// Problems when a line outside `regions` (line ranges of `before`, from 1) differs between
  /// `before` and `after`: each changed stretch of a line diff must lie within one region.
  static func onlyRegionsChanged(before: String, after: String, regions: [ClosedRange<Int>]) -> [String] {
    // "\r\n" is one Character: split on line ends of either kind.
    let old = before.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    let new = after.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var problems: [String] = []
    for hunk in LineDiff.hunks(old, new) {
      let inside = regions.contains { region in
        hunk.old.isEmpty
          ? (region.lowerBound - 1)...region.upperBound ~= hunk.old.lowerBound
          : region.contains(hunk.old.lowerBound + 1) && region.contains(hunk.old.upperBound)
      }
      if !inside {
        problems.append(
          "lines \(hunk.old.lowerBound + 1)...\(hunk.old.upperBound) changed outside any rewritten call: "
            + "\(old[hunk.old].joined(separator: "⏎")) → \(new[hunk.new].joined(separator: "⏎"))")
      }
    }
    return problems
  }
}

/// The changed stretches between two lists of lines, from their longest common subsequence.
enum LineDiff {
  /// Each stretch: the lines of `old` it removes and of `new` it adds (0-based ranges).
  static func hunks(_ old: [Substring], _ new: [Substring]) -> [(old: Range<Int>, new: Range<Int>)] {
    let n = old.count
    let m = new.count
    // common[i][j]: the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var hunks: [(old: Range<Int>, new: Range<Int>)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        i += 1
        j += 1
        continue
      }
      let (oldStart, newStart) = (i, j)
      while (i < n || j < m) && !(i < n && j < m && old[i] == new[j]) {
        if j < m && (i == n || common[i][j + 1] >= common[i + 1][j]) { j += 1 } else { i += 1 }
      }
      hunks.append((oldStart..<i, newStart..<j))
    }
    return hunks
  }
}
