import Foundation
import Synchronization

/// Writes recorded inline snapshots into test sources, and refuses whenever the source may no
/// longer be the one the test binary was compiled from.
///
/// A call is known by what the compiler gave it: its `#filePath`, `#line` and `#column` (the
/// `(` of its argument list), whether it passed a snapshot closure and what that returned,
/// and its width and height. A rendering written into the wrong call would replace another
/// call's reviewed literal, so before anything is written:
/// - the file must be no newer than the test binary (saved after the build means not compiled
///   as it is), and, after this process's first rewrite, exactly what this process wrote;
/// - the name just before that `(` must be a call of `assertInlineSnapshot` in code (not in a
///   comment or a string);
/// - its closure must agree with the compiled one: none when none was passed, and a literal
///   that evaluates to exactly what the compiled closure returned otherwise; `width:` and
///   `height:` written as numbers must be the compiled values;
/// - the rewritten file must scan back to the same calls, byte for byte, but this call's
///   closure, which must evaluate to the rendering.
///
/// Every call's position is computed in the file as first read (what was compiled), and the
/// file written is that text with every rewrite of this process applied, so calls rewritten in
/// any order, several on one line, each land at their own place. Tests that run in parallel
/// take turns through one lock; see `InlineSnapshotFile` for how a file is replaced.
package final class InlineSnapshotWriter: Sendable {
  /// The writer of this test process.
  static let shared = InlineSnapshotWriter(buildTime: InlineSnapshotFile.buildTime)

  /// One call as the compiler built it.
  package struct Call: Hashable, Sendable {
    package var path: String
    /// The line of the call's `(`, from 1, in the file as compiled.
    package var line: Int
    /// The column of the call's `(`, from 1, in UTF-8 bytes.
    package var column: Int
    /// What the compiled snapshot closure returned; `nil` when the call passed none.
    package var expected: String?
    package var width: Int
    package var height: Int?
    /// The function called.
    package var function = "assertInlineSnapshot"

    package init(path: String, line: Int, column: Int, expected: String?, width: Int, height: Int?) {
      self.path = path
      self.line = line
      self.column = column
      self.expected = expected
      self.width = width
      self.height = height
    }
  }

  /// A file this process has read: as first read (what was compiled), and its rewrites.
  private struct FileState {
    var compiled: [UInt8]
    /// What the file holds now, as this process wrote it.
    var written: [UInt8]
    /// Per call, by its `(` in `compiled`: the rewrite this process made.
    var rewrites: [Int: InlineSnapshotRewrite] = [:]
  }

  /// When the test binary was built; a source modified later is refused. `nil` skips the check.
  private let buildTime: timespec?
  /// Per file written through, by the path it was named with.
  private let files = Mutex<[String: FileState]>([:])

  package init(buildTime: timespec?) {
    self.buildTime = buildTime
  }

  /// Rewrites `call`'s snapshot closure to return `text`; returns the line the call is on now.
  @discardableResult
  package func write(_ text: String, into call: Call) throws(InlineSnapshotRefusal) -> Int {
    try update(call, text: text)
  }

  /// Takes back this process's rewrite of `call`, if it made one; whether it did.
  @discardableResult
  func restore(_ call: Call) throws(InlineSnapshotRefusal) -> Bool {
    let rewritten = files.withLock { files in
      guard let state = files[call.path],
        let offset = InlineSnapshotSource(bytes: state.compiled).offset(line: call.line, column: call.column)
      else { return false }
      return state.rewrites[offset] != nil
    }
    guard rewritten else { return false }
    _ = try update(call, text: nil)
    return true
  }

  /// The line `call` is on now: its compiled line moved by this process's rewrites above it.
  func currentLine(of call: Call) -> Int {
    files.withLock { files in
      guard let state = files[call.path] else { return call.line }
      let compiled = InlineSnapshotSource(bytes: state.compiled)
      guard let offset = compiled.offset(line: call.line, column: call.column) else { return call.line }
      let others = state.rewrites.filter { $0.key != offset }.values
      return InlineSnapshotSource(bytes: state.written).line(at: InlineSnapshotRewrite.offset(offset, after: others))
    }
  }

  /// Reads `call`'s file, checks it is what was compiled, and writes it with `call`'s
  /// closure returning `text`; `nil` takes this process's rewrite back.
  private func update(_ call: Call, text: String?) throws(InlineSnapshotRefusal) -> Int {
    try files.withLock { files throws(InlineSnapshotRefusal) -> Int in
      let file = try InlineSnapshotFile(path: call.path)
      var state: FileState
      if let known = files[call.path] {
        guard file.bytes == known.written else { throw .changedDuringRun(path: call.path, line: call.line) }
        state = known
      } else {
        if let buildTime, file.modified.isAfter(buildTime) {
          var now = timespec()
          clock_gettime(CLOCK_REALTIME, &now)
          if file.modified.isAfter(now) { throw .modifiedInTheFuture(path: call.path) }
          throw .changedSinceBuild(path: call.path, line: call.line)
        }
        state = FileState(compiled: file.bytes, written: file.bytes)
      }
      let compiled = InlineSnapshotSource(bytes: state.compiled)
      let found = try Self.locate(call, in: compiled)
      let key = found.openingParenthesis
      var rewrites = state.rewrites
      if let text {
        rewrites[key] = InlineSnapshotRewrite(found, in: compiled, text: text)
      } else if rewrites.removeValue(forKey: key) == nil {
        return call.line
      }
      let bytes = InlineSnapshotRewrite.apply(Array(rewrites.values), to: state.compiled)
      let others = rewrites.filter { $0.key != key }.values
      let now = InlineSnapshotRewrite.offset(key, after: others)
      try Self.verify(bytes, replacing: state.written, at: now, call: call, text: text)
      if bytes != file.bytes { try file.replace(with: bytes) }
      state.written = bytes
      state.rewrites = rewrites
      files[call.path] = state
      return InlineSnapshotSource(bytes: bytes).line(at: now)
    }
  }

  // MARK: Checks

  /// The call in the compiled source that `call` is, refused unless it agrees with it.
  static func locate(_ call: Call, in source: InlineSnapshotSource) throws(InlineSnapshotRefusal)
    -> InlineSnapshotSource.Call
  {
    guard let found = source.call(named: call.function, line: call.line, column: call.column) else {
      throw .callNotFound(path: call.path, line: call.line, column: call.column)
    }
    if found.hasOtherMatchesArgument { throw .matchesNotAClosure(path: call.path, line: call.line) }
    switch (call.expected, InlineSnapshotClosure(of: found, in: source)) {
    case (nil, .none): break
    case (nil, _): throw .closureAppeared(path: call.path, line: call.line)
    case (_?, .none): throw .closureMissing(path: call.path, line: call.line)
    case (_?, .expression): throw .notALiteral(path: call.path, line: call.line)
    case (let expected?, .literal(let text)) where text == expected: break
    case (_?, .literal), (_?, .empty): throw .literalDiffers(path: call.path, line: call.line)
    }
    try checkArgument("width", is: call.width, default: 80, of: found, in: source, call: call)
    try checkArgument("height", is: call.height, default: nil, of: found, in: source, call: call)
    return found
  }

  /// Refuses when the argument `label` is written as a number (or `nil`), or left out, and
  /// that is not `value`: the call there is not the one compiled.
  private static func checkArgument(
    _ label: String, is value: Int?, default defaultValue: Int?, of found: InlineSnapshotSource.Call,
    in source: InlineSnapshotSource, call: Call
  ) throws(InlineSnapshotRefusal) {
    let written: Int?
    let text: String
    if let range = source.argument(labeled: label, in: found.openingParenthesis, found.closingParenthesis) {
      text = String(decoding: source.bytes[range], as: UTF8.self)
      if text == "nil" {
        written = nil
      } else if let number = Int(text.filter { $0 != "_" }) {
        written = number
      } else {
        return
      }
    } else {
      text = "no \(label): argument"
      written = defaultValue
    }
    guard written != value else { return }
    throw .argumentDiffers(
      path: call.path, line: call.line, argument: text.hasPrefix("no ") ? text : "\(label): \(text)",
      compiled: "\(label): \(value.map(String.init) ?? "nil")")
  }

  /// The bytes a rewrite of `call` may change: its `matches:` closure, or what follows its `)`
  /// up to the end of its trailing closure (nothing when it has none).
  private static func closureSpan(_ call: InlineSnapshotSource.Call) -> Range<Int> {
    if let closure = call.closure, call.closureIsArgument { return closure.lowerBound..<(closure.upperBound + 1) }
    return (call.closingParenthesis + 1)..<call.end
  }

  /// Refuses `bytes` unless it is `previous` with only the closure of the call whose `(` is at
  /// `offset` changed, scans to the same calls, and that closure evaluates to `text` (or, for
  /// a rewrite taken back, has no closure or one that was compiled).
  private static func verify(
    _ bytes: [UInt8], replacing previous: [UInt8], at offset: Int, call: Call, text: String?
  ) throws(InlineSnapshotRefusal) {
    func refuse(_ reason: String) -> InlineSnapshotRefusal {
      .unsafeRewrite(path: call.path, line: call.line, reason: reason)
    }
    let old = InlineSnapshotSource(bytes: previous)
    let new = InlineSnapshotSource(bytes: bytes)
    let before = old.calls(named: call.function)
    let after = new.calls(named: call.function)
    guard before.count == after.count else {
      throw refuse("the file would have \(after.count) calls of \(call.function) instead of \(before.count)")
    }
    guard let index = after.firstIndex(where: { $0.openingParenthesis == offset }),
      before.indices.contains(index), before[index].openingParenthesis == offset
    else { throw refuse("the call would move") }
    for other in before.indices where other != index {
      guard
        old.bytes[before[other].nameStart..<before[other].end].elementsEqual(
          new.bytes[after[other].nameStart..<after[other].end])
      else { throw refuse("another call's text would change") }
    }
    let target = after[index]
    let replaced = closureSpan(before[index])
    let replacing = closureSpan(target)
    guard replaced.lowerBound == replacing.lowerBound,
      previous.count - replaced.upperBound == bytes.count - replacing.upperBound,
      previous[..<replaced.lowerBound].elementsEqual(bytes[..<replacing.lowerBound]),
      previous[replaced.upperBound...].elementsEqual(bytes[replacing.upperBound...])
    else { throw refuse("text outside the call's closure would change") }
    if let text, InlineSnapshotClosure(of: target, in: new) != .literal(text) {
      throw refuse("the new literal would not read back as the rendering")
    }
  }
}
