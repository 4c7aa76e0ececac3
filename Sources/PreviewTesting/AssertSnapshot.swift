import Foundation
import PreviewSnapshots
import TextUI

/// Asserts that `view` renders as its reference snapshot, the way swift-snapshot-testing's
/// `assertSnapshot(of:as:)` does for SwiftUI, in the runner's snapshot format.
///
/// The reference is `__Snapshots__/<TestFile>/<testName>[.<name>].txt` in the test file's
/// folder. A missing reference is recorded and reported (record mode ``SnapshotRecordMode/missing``,
/// the local default); a rendering that differs is reported with the unified diff and the
/// file's path. With `CI` set nothing is written and a missing reference fails. The view is
/// rendered in the preview dependency context and settled first: its `.task`s run against
/// their mocks.
///
/// ```swift
/// @Test func greeting() async {
///   await assertSnapshot(of: Greeting(name: "world"), width: 24)
/// }
/// ```
///
/// - Parameters:
///   - view: the view to render.
///   - name: tells several snapshots of one test apart (`<testName>.<name>.txt`); without it,
///     a test has one snapshot.
///   - width: the canvas width in cells.
///   - height: the canvas height; `nil` for the content's natural height.
///   - record: the record mode for this assertion (the environment and `CI` outrank it, see
///     ``SnapshotRecordMode/resolve(_:environment:)``).
///   - fileID: the file's module-qualified name; leave the default.
///   - filePath: the test file's path, beside which `__Snapshots__` is; leave the default.
///   - testName: the test's name, which names the file; leave the default.
///   - line: the line of the call, where a failure is reported; leave the default.
///   - column: the column of the call; leave the default.
@MainActor
public func assertSnapshot(
  of view: @autoclosure @escaping @MainActor () -> some View,
  named name: String? = nil,
  width: Int = 80,
  height: Int? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let mode = SnapshotRecordMode.resolve(record, reportingAt: location) else { return }
  await checkSnapshot(
    of: view, variant: .light, named: name, width: width, height: height, mode: mode, testName: testName,
    location: location)
}

/// Asserts that `view` renders as its reference snapshot in each of `variants`: one reference
/// per variant, `__Snapshots__/<TestFile>/<testName>[.<name>][@<variant>].txt` (the default
/// variant's without a suffix, so a test that adds variants keeps its first reference), each
/// recorded and compared as ``assertSnapshot(of:named:width:height:record:fileID:filePath:testName:line:column:)``
/// does it.
///
/// ```swift
/// @Test func badge() async {
///   await assertSnapshot(of: Badge(count: 3), variants: [.light, .dark, .monochrome], width: 12)
/// }
/// ```
///
/// An unknown locale, or two variants whose references would share a file, fail the test
/// before anything is rendered or written.
@MainActor
public func assertSnapshot(
  of view: @autoclosure @escaping @MainActor () -> some View,
  variants: [PreviewVariant],
  named name: String? = nil,
  width: Int = 80,
  height: Int? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) async {
  let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  if let problem = PreviewVariant.problem(with: variants) {
    TestFailure.report(problem, at: location)
    return
  }
  guard let mode = SnapshotRecordMode.resolve(record, reportingAt: location) else { return }
  for variant in variants {
    await checkSnapshot(
      of: view, variant: variant, named: name, width: width, height: height, mode: mode, testName: testName,
      location: location)
  }
}

/// Renders `view` in `variant` and checks it against its reference in `mode`, reporting a
/// failure at `location`: one assertion of either form above.
@MainActor
private func checkSnapshot(
  of view: @escaping @MainActor () -> some View, variant: PreviewVariant, named name: String?, width: Int,
  height: Int?, mode: SnapshotRecordMode, testName: String, location: AssertionLocation
) async {
  let file = SnapshotFileLocation(filePath: location.path, function: testName, name: name, variant: variant)
  let id = SnapshotID(
    component: file.testFile, preview: file.testName, state: name ?? "default", width: width,
    variant: variant.isDefault ? nil : variant.name)
  switch await ViewRendering.snapshot(of: view, id: id, height: height, variant: variant) {
  case .failure(let failure):
    TestFailure.report("could not render the view for \(file.relativePath): \(failure.text)", at: location)
  case .success(let actual):
    let verification = SnapshotVerification(
      store: SnapshotStore(root: file.root), mode: mode, rerun: "swift test --filter \(file.testName)")
    if let failure = verification.check(actual, relativePath: file.relativePath) {
      TestFailure.report(failure, at: location)
    }
  }
}
