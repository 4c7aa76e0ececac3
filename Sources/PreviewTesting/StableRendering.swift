import PreviewSnapshots
import TextUI

/// Asserts that a view renders identically every time it is built and rendered: the check
/// `preview-runner --repeat N` makes, for a test. A rendering that shows a random number, the
/// wall clock, or a `Set`'s order differs between repetitions, and the first differing cell
/// is reported (`row 2, column 9: "7" in one rendering, "3" in the other`).
///
/// The view is built anew for each repetition. Repetitions run in this process, so only what
/// changes within a process shows; `preview-runner --repeat N` also renders in separate
/// processes with other hash seeds, `TZ` and `LANG`.
///
/// ```swift
/// @Test func counterIsStable() async {
///   await assertStableRendering(repeats: 3, width: 30) { Counter() }
/// }
/// ```
@MainActor
public func assertStableRendering(
  repeats: Int = 3, width: Int = 80, height: Int? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ view: @escaping @MainActor () -> some View
) async {
  let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let id = SnapshotID(component: "stability", preview: "view", state: "default", width: width)
  var reference: SnapshotFile?
  for repetition in 1...max(2, repeats) {
    switch await ViewRendering.snapshot(of: view, id: id, height: height) {
    case .failure(let failure):
      TestFailure.report("rendering \(repetition) of \(repeats) failed: \(failure.text)", at: location)
      return
    case .success(let file):
      guard let first = reference else {
        reference = file
        continue
      }
      if let difference = RenderingDifference.between(first, file) {
        TestFailure.report(
          "renders differently when repeated: rendering \(repetition) of \(repeats) differs from rendering 1 at "
            + "\(difference)", at: location)
        return
      }
    }
  }
}

/// The comparison behind the stability checks.
enum StableRendering {
  /// The first difference between two series of renderings of one state, step by step.
  static func firstDifference(_ reference: [SnapshotFile], _ other: [SnapshotFile]) -> RenderingDifference? {
    if reference.count != other.count {
      return RenderingDifference(
        step: nil, row: nil, column: nil, first: "\(reference.count) renderings", other: "\(other.count)")
    }
    for (left, right) in zip(reference, other) {
      if let difference = RenderingDifference.between(left, right, step: left.id.step) { return difference }
    }
    return nil
  }
}
