/// Why the inline-snapshot writer left a test file alone. Every refusal writes nothing; the
/// message says what was found, where, and what to do.
package enum InlineSnapshotRefusal: Error, Equatable {
  case unreadable(path: String, reason: String)
  case notARegularFile(path: String)
  case readOnly(path: String)
  /// The file is newer than the test binary: saved after the build, or during it.
  case changedSinceBuild(path: String, line: Int)
  /// The file's modification time is later than now: no build can be newer than it.
  case modifiedInTheFuture(path: String)
  /// The file is not what this process last wrote into it.
  case changedDuringRun(path: String, line: Int)
  /// No call of the function opens where the compiled call did.
  case callNotFound(path: String, line: Int, column: Int)
  /// The compiled call passed no closure, but the call there has one.
  case closureAppeared(path: String, line: Int)
  /// The compiled call passed a closure, but the call there has none.
  case closureMissing(path: String, line: Int)
  /// The literal there does not evaluate to what the compiled closure returned.
  case literalDiffers(path: String, line: Int)
  /// An argument written there is not the value the compiled call passed.
  case argumentDiffers(path: String, line: Int, argument: String, compiled: String)
  /// The closure computes its snapshot (`{ expectedGreeting() }`): no literal to replace.
  case notALiteral(path: String, line: Int)
  /// `matches:` is given something other than a closure literal.
  case matchesNotAClosure(path: String, line: Int)
  /// The rewritten file would not read back as the same calls with only this one's literal changed.
  case unsafeRewrite(path: String, line: Int, reason: String)
  case unwritable(path: String, reason: String)

  /// The message for a test failure; `rerun` is the command that runs the tests again.
  package func message(rerun: String) -> String {
    let again = "Run the tests again, which rebuilds them: \(rerun)"
    let drifted = "the file changed after the tests were built, so nothing was written (no snapshot was overwritten)."
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read \(path) to write the inline snapshot into it: \(reason)"
    case .notARegularFile(let path):
      return "\(path) is not a regular file; the inline snapshot was not written into it"
    case .readOnly(let path):
      return "\(path) is read-only, so the inline snapshot was not written into it. "
        + "Make it writable (chmod u+w \(path)) and run again: \(rerun)"
    case .changedSinceBuild(let path, let line):
      return "\(path) was saved after the tests were built (it is newer than the test binary), so the call "
        + "compiled at line \(line) may not be the one there now; nothing was written (no snapshot was "
        + "overwritten). \(again)"
    case .modifiedInTheFuture(let path):
      return "\(path) was modified in the future (its time is later than this machine's clock), so no test "
        + "binary can be known to be built from it, and nothing was written. Check the clock, or run: touch \(path)"
    case .changedDuringRun(let path, let line):
      return "\(path) changed while the tests ran, so the inline snapshot of the call compiled at line \(line) "
        + "was not written into it. \(again)"
    case .callNotFound(let path, let line, let column):
      return "no assertInlineSnapshot call opens at \(path):\(line):\(column) any more, where the test was "
        + "compiled from: \(drifted) \(again)"
    case .closureAppeared(let path, let line):
      return "the assertInlineSnapshot call at \(path):\(line) has a snapshot closure, but the compiled test "
        + "passed none there (calls were moved or a snapshot was added): \(drifted) \(again)"
    case .closureMissing(let path, let line):
      return "the assertInlineSnapshot call at \(path):\(line) has no snapshot closure, but the compiled test "
        + "passed one there: \(drifted) \(again)"
    case .literalDiffers(let path, let line):
      return "the inline snapshot at \(path):\(line) is not the one the test was compiled with: \(drifted) \(again)"
    case .argumentDiffers(let path, let line, let argument, let compiled):
      return "the assertInlineSnapshot call at \(path):\(line) has \(argument), but the compiled call there "
        + "passed \(compiled): \(drifted) \(again)"
    case .notALiteral(let path, let line):
      return "the snapshot closure at \(path):\(line) does not return a string literal (it computes its "
        + "snapshot), so the rendering was not written over it. Update what it returns yourself, or remove "
        + "the closure to have the rendering recorded there."
    case .matchesNotAClosure(let path, let line):
      return "the matches: argument at \(path):\(line) is not a closure literal, so the rendering was not "
        + "written there. Remove it to have the rendering recorded as a trailing closure."
    case .unsafeRewrite(let path, let line, let reason):
      return "writing the inline snapshot into \(path):\(line) would have changed more than its literal "
        + "(\(reason)), so nothing was written. Write the snapshot by hand, and report the file's shape."
    case .unwritable(let path, let reason):
      return "cannot write the inline snapshot into \(path): \(reason)"
    }
  }
}
