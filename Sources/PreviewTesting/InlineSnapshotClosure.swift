/// What an `assertInlineSnapshot` call's snapshot closure holds in the source: the writer
/// only ever replaces a closure that returns one string literal, whose value it can read and
/// compare with what the compiled closure returned.
enum InlineSnapshotClosure: Equatable {
  /// The call passes no closure.
  case none
  /// `{}`, or a closure holding nothing but comments.
  case empty
  /// A closure returning one string literal (`return` or not), and what it evaluates to.
  case literal(String)
  /// Anything else: a function call, a variable, an interpolation, several statements.
  case expression

  /// What `call`'s closure in `source` holds.
  init(of call: InlineSnapshotSource.Call, in source: InlineSnapshotSource) {
    guard let closure = call.closure else {
      self = .none
      return
    }
    let end = closure.upperBound
    var index = source.skipSpace(from: closure.lowerBound + 1)
    if index == end {
      self = .empty
      return
    }
    let keyword = Array("return".utf8)
    if source.bytes[index...].starts(with: keyword), index + keyword.count < end,
      !InlineSnapshotSource.isIdentifier(source.bytes[index + keyword.count])
    {
      index = source.skipSpace(from: index + keyword.count)
    }
    guard let literalEnd = source.stringEnd(at: index), literalEnd <= end, source.skipSpace(from: literalEnd) == end,
      let text = InlineSnapshotLiteral.decode(source.bytes[index..<literalEnd])
    else {
      self = .expression
      return
    }
    self = .literal(text)
  }
}
