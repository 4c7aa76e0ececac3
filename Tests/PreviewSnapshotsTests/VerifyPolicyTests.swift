import PreviewSnapshots
import Testing
import TextUI

@Suite("Judge: recorded + rendered → verdict, without files")
struct JudgeTests {
  static let path = "Greeting/GreetingPreviews.success.txt"
  static let shown = "Snapshots/" + path

  static func bytes(_ rows: [(String, Style)]) -> [UInt8] {
    Array(SnapshotComparisonTests.file(rows).encoded().utf8)
  }

  static let hello = bytes([("Hello", Style(foreground: .red, attributes: .bold)), ("world", .plain)])

  static func verdict(_ recorded: Judge.Recorded, _ rendered: [UInt8]) -> Verdict {
    Judge.verdict(recorded: recorded, rendered: rendered, path: path, shownPath: shown)
  }

  @Test("the same bytes match")
  func sameBytes() {
    #expect(Self.verdict(.found(Self.hello), Self.hello).kind == .match)
  }

  @Test("no recorded file is new")
  func missing() {
    #expect(Self.verdict(.missing, Self.hello).kind == .new)
  }

  @Test("a file that could not be read is unreadable, with its reason")
  func unreadableFile() {
    guard case .unreadable(let reason) = Self.verdict(.unreadable("permission denied"), Self.hello) else {
      Issue.record("expected unreadable")
      return
    }
    #expect(reason == "permission denied")
  }

  @Test("a recorded file that does not decode is unreadable, naming the file as shown")
  func undecodable() {
    guard case .unreadable(let reason) = Self.verdict(.found(Array("not a snapshot\n".utf8)), Self.hello) else {
      Issue.record("expected unreadable")
      return
    }
    #expect(reason.contains(Self.shown))
  }

  @Test("junk recorded bytes are unreadable with the decoder's reason, not compared")
  func junk() {
    guard case .unreadable(let reason) = Self.verdict(.found(Array("junk\n".utf8)), Self.hello) else {
      Issue.record("expected unreadable")
      return
    }
    let expected = SnapshotReadError(
      path: Self.shown, reason: "line 1 is not a snapshot header (expected `textui-snapshot 2`)")
    #expect(reason == expected.description)
  }

  @Test("different text is changed, with its kind and a diff naming the file as shown")
  func changedText() {
    let other = Self.bytes([("Hello", Style(foreground: .red, attributes: .bold)), ("there", .plain)])
    guard case .changed(let change) = Self.verdict(.found(Self.hello), other) else {
      Issue.record("expected changed")
      return
    }
    #expect(change.kind == .text)
    #expect(change.report(colored: false).contains(Self.shown))
  }

  @Test("different styles alone are a styles change")
  func changedStyles() {
    let other = Self.bytes([("Hello", Style(foreground: .green, attributes: .bold)), ("world", .plain)])
    guard case .changed(let change) = Self.verdict(.found(Self.hello), other) else {
      Issue.record("expected changed")
      return
    }
    #expect(change.kind == .styles)
  }
}

@Suite("RecordPolicy: mode × verdict → action")
struct RecordPolicyTests {
  /// Every row of the table, as the Architecture article describes the modes.
  static let rows: [(SnapshotRecordMode, Verdict.Kind, RecordPolicy.Action)] = [
    (.never, .match, .pass),
    (.never, .new, .fail(keep: .newDirectory)),
    (.never, .changed, .fail(keep: .newDirectory)),
    (.never, .unreadable, .fail(keep: .newDirectory)),
    (.missing, .match, .pass),
    (.missing, .new, .pend),
    (.missing, .changed, .fail(keep: .pending)),
    (.missing, .unreadable, .fail(keep: .pending)),
    (.failed, .match, .pass),
    (.failed, .new, .record(.new)),
    (.failed, .changed, .record(.recorded)),
    (.failed, .unreadable, .record(.recorded)),
    (.all, .match, .record(.recorded)),
    (.all, .new, .record(.new)),
    (.all, .changed, .record(.recorded)),
    (.all, .unreadable, .record(.recorded)),
  ]

  @Test("each mode and verdict has its action", arguments: 0..<16)
  func row(_ index: Int) {
    let (mode, verdict, action) = Self.rows[index]
    #expect(RecordPolicy.action(mode, verdict) == action, "\(mode) × \(verdict)")
    #expect(RecordPolicy.table[mode]?[verdict] == action, "the table holds \(mode) × \(verdict)")
  }

  @Test("the table has a row for every mode and verdict, and the tests cover each")
  func complete() {
    for mode in SnapshotRecordMode.allCases {
      for verdict in Verdict.Kind.allCases {
        #expect(RecordPolicy.table[mode]?[verdict] != nil, "\(mode) × \(verdict)")
        #expect(Self.rows.contains { $0.0 == mode && $0.1 == verdict }, "\(mode) × \(verdict) tested")
      }
    }
  }

  @Test("CI mode never writes into the snapshots directory; only failed (--record) and all write snapshots")
  func writes() {
    for mode in SnapshotRecordMode.allCases {
      for verdict in Verdict.Kind.allCases {
        let action = RecordPolicy.action(mode, verdict)
        if case .record = action { #expect(mode.recordsChanged) }
        if action == .pend || action == .fail(keep: .pending) { #expect(mode.writesIntoSnapshotsDirectory) }
      }
    }
  }
}
