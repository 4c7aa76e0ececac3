import PreviewSnapshots

/// Compares a rendering with an inline snapshot and writes the test source as the record
/// mode allows; says what to report, or `nil` when there is nothing to.
package struct InlineSnapshotCheck {
  let mode: SnapshotRecordMode
  /// The call as compiled: where it is and what its closure returned.
  let call: InlineSnapshotWriter.Call
  /// The test's `#function`, which names it in `--filter` and in messages.
  let function: String
  /// Who renders: the running case's arguments, or the test.
  package var producer: String
  package var writer = InlineSnapshotWriter.shared
  package var renderings = InlineSnapshotRenderings.shared
  /// The command that runs the tests again, rebuilt.
  package var rerun = RunningTest.rerun()

  package init(mode: SnapshotRecordMode, call: InlineSnapshotWriter.Call, function: String) {
    self.mode = mode
    self.call = call
    self.function = function
    producer = RunningTest.arguments.map { "the case \($0)" } ?? function
  }

  /// A failure to report, at the line the call is on now.
  package struct Failure: Equatable {
    package var message: String
    package var line: Int
  }

  package func check(_ actual: String) -> Failure? {
    let site = InlineSnapshotRenderings.Site(path: call.path, line: call.line, column: call.column)
    let (name, differing) = renderings.note(actual, at: site, by: producer)
    if !differing.isEmpty { return conflict(actual, producer: name, differing: differing) }
    guard let expected = call.expected, !expected.isEmpty else {
      guard mode.recordsMissing else {
        return Failure(
          message: "no inline snapshot at \(place(call.line)), and record mode is never (CI is set): the source "
            + "was not written. Record it locally with: \(recordCommand(mode: nil)), then commit it.",
          line: call.line)
      }
      return write(actual) {
        "recorded the inline snapshot into \(place($0)) (record mode \(mode.rawValue)); run the test again to compare with it"
      }
    }
    if expected == actual {
      guard mode == .all else { return nil }
      return write(actual) {
        "recorded the inline snapshot at \(place($0)) (record mode all); turn recording off to compare"
      }
    }
    let line = writer.currentLine(of: call)
    let diff = UnifiedDiff(old: expected + "\n", new: actual + "\n", oldPath: place(line), newPath: place(line))
      .patchText()
    guard mode.recordsChanged else {
      return Failure(
        message: "inline snapshot does not match at \(place(line)):\n\(diff)"
          + "If the change is intended, re-record it with: \(recordCommand(mode: .failed))",
        line: line)
    }
    return write(actual) { "re-recorded the inline snapshot at \(place($0)) (record mode \(mode.rawValue)):\n\(diff)" }
  }

  private func place(_ line: Int) -> String {
    "\(call.path):\(line)"
  }

  /// `swift test --filter <test>`, with `SNAPSHOT_TESTING_RECORD` set to `mode`.
  private func recordCommand(mode: SnapshotRecordMode?) -> String {
    let filter = RunningTest.shellQuoted(SnapshotFileLocation.testName(function))
    return (mode.map { "\(SnapshotRecordMode.environmentVariable)=\($0.rawValue) " } ?? "")
      + "swift test --filter \(filter)"
  }

  /// Writes `text` into the call: the failure saying so, or why it was not written.
  private func write(_ text: String, saying success: (Int) -> String) -> Failure {
    do {
      let line = try writer.write(text, into: call)
      return Failure(message: success(line), line: line)
    } catch {
      return Failure(message: error.message(rerun: rerun), line: writer.currentLine(of: call))
    }
  }

  /// One call site rendered differently by different producers: nothing may be written
  /// there, and what this run wrote there is taken back.
  private func conflict(
    _ actual: String, producer: String, differing: [InlineSnapshotRenderings.Seen]
  ) -> Failure? {
    var restored = false
    var refusal: String?
    do {
      restored = try writer.restore(call)
    } catch {
      refusal = error.message(rerun: rerun)
    }
    let matches = call.expected == actual
    if matches && mode != .all && !restored && refusal == nil { return nil }
    let line = writer.currentLine(of: call)
    let first = differing[0]
    let diff = UnifiedDiff(old: first.rendering + "\n", new: actual + "\n", oldPath: first.producer, newPath: producer)
      .patchText()
    let others = differing.dropFirst().map(\.producer)
    var message =
      "the inline snapshot at \(place(line)) holds one rendering, but the test renders differently there: "
      + "\(first.producer)" + (others.isEmpty ? "" : " (and \(others.joined(separator: ", ")))")
      + " rendered one thing, \(producer) another:\n\(diff)"
    message +=
      restored
      ? "What this run had recorded there was taken back: nothing is written while the renderings differ. "
      : "Nothing was written. "
    message +=
      "Give each case a snapshot of its own: assertSnapshot(of:named:) with a name made from its arguments, "
      + "or an inline snapshot call per case."
    if let refusal { message += "\n" + refusal }
    return Failure(message: message, line: line)
  }
}
