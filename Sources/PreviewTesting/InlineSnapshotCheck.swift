import PreviewRunner

/// Compares a rendering with an inline snapshot and writes the test source as the record
/// mode allows; says what to report, or `nil` when there is nothing to.
struct InlineSnapshotCheck {
  let mode: SnapshotRecordMode
  let location: AssertionLocation

  func check(_ actual: String, expected: String?) -> String? {
    let place = "\(location.path):\(location.line)"
    guard let expected, !expected.isEmpty else {
      guard mode.recordsMissing else {
        return "no inline snapshot at \(place), and record mode is never (CI is set): the source was not "
          + "written. Record it locally with: swift test, then commit it."
      }
      return write(actual)
        ?? "recorded the inline snapshot into \(place) (record mode \(mode.rawValue)); run the test again to compare with it"
    }
    if expected == actual {
      guard mode == .all else { return nil }
      return write(actual)
        ?? "recorded the inline snapshot at \(place) (record mode all); turn recording off to compare"
    }
    let diff = UnifiedDiff(old: expected + "\n", new: actual + "\n", oldPath: place, newPath: place).patchText()
    guard mode.recordsChanged else {
      return "inline snapshot does not match at \(place):\n\(diff)"
        + "If the change is intended, re-record it with: \(SnapshotRecordMode.environmentVariable)=failed swift test"
    }
    return write(actual) ?? "re-recorded the inline snapshot at \(place) (record mode \(mode.rawValue)):\n\(diff)"
  }

  private func write(_ text: String) -> String? {
    InlineSnapshotWriter.shared.write(
      text, path: location.path, line: Int(location.line), column: Int(location.column),
      function: "assertInlineSnapshot")
  }
}
