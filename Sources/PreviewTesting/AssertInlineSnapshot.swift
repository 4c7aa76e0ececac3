import PreviewSnapshots
import TextUI

/// Asserts that `view` renders as the snapshot written in the test itself, as the trailing
/// closure's string literal — swift-snapshot-testing's `assertInlineSnapshot`, for TextUI.
///
/// The literal holds the snapshot file's screen and styles without its header: the framed
/// rows, then `styles:` and one line per styled row when anything is styled, then
/// `accessibility:` when anything is readable; with `as: .lines`, the framed rows alone. Leave
/// the closure out (or return `""`) and run the test: the rendering is written into the
/// source file, at this call, indented one level deeper than it (record mode
/// ``SnapshotRecordMode/missing``, the local default). With `CI` set the source is never written.
///
/// ```swift
/// @Test func greeting() async {
///   await assertInlineSnapshot(of: Greeting(name: "world"), as: .lines, width: 16) {
///     """
///     ┌────────────────┐
///     │╭──────────────╮│
///     │ Hello, world │…
///     """
///   }
/// }
/// ```
///
/// The call is found in the source by the line and column the compiler gave it, so keep the
/// closure a trailing closure (or the `matches:` argument) of this call returning one string
/// literal; several calls in one file, in one test, or on one line are fine. Nothing is
/// written when the file may not be what the test was compiled from (it was saved after the
/// build, or the call there is not the compiled one), when the closure computes its snapshot
/// rather than returning a literal, when the file is read-only, or when the cases of a
/// parameterized test render differently at the call: the test fails and says why (see
/// <doc:InTests>).
///
/// - Parameters:
///   - view: the view to render.
///   - format: what the snapshot holds: ``InlineSnapshotFormat/snapshot`` (the default) or
///     ``InlineSnapshotFormat/lines``.
///   - width: the canvas width in cells.
///   - height: the canvas height; `nil` for the content's natural height.
///   - record: the record mode for this assertion (the environment and `CI` outrank it).
///   - expected: returns the expected rendering; written by recording.
///   - fileID: the file's module-qualified name; leave the default.
///   - filePath: the test file's path, which recording rewrites; leave the default.
///   - function: the test's name, for the snapshot's header; leave the default.
///   - line: the line of the call, where recording finds it; leave the default.
///   - column: the column of the call, where recording finds it; leave the default.
@MainActor
public func assertInlineSnapshot(
  of view: @autoclosure @escaping @MainActor () -> some View,
  as format: InlineSnapshotFormat = .snapshot,
  width: Int = 80,
  height: Int? = nil,
  record: SnapshotRecordMode? = nil,
  matches expected: (() -> String)? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let mode = SnapshotRecordMode.resolve(record, reportingAt: location) else { return }
  let id = SnapshotID(component: "inline", preview: "\(function)", state: "default", width: width)
  let actual: String
  switch await ViewRendering.snapshot(of: view, id: id, height: height) {
  case .failure(let failure):
    TestFailure.report("could not render the view: \(failure.text)", at: location)
    return
  case .success(let file):
    actual = InlineSnapshotText.text(of: file, as: format)
  }
  let call = InlineSnapshotWriter.Call(
    path: location.path, line: Int(line), column: Int(column), expected: expected?(), width: width, height: height)
  if let failure = InlineSnapshotCheck(mode: mode, call: call, function: "\(function)").check(actual) {
    var current = location
    current.line = UInt(failure.line)
    TestFailure.report(failure.message, at: current)
  }
}
