// The set operations of `TextAttributes`, written for this one type.
//
// `OptionSet` supplies them as generic protocol-extension methods. A release build specialises
// those away, but a debug build (what `swift run` gives every user) calls them through witness
// tables, several calls deep, each time a text is styled or a cell's style is resolved.
// Concrete `@_transparent` members are chosen over the protocol's and are inlined even in a
// debug build, including from other modules.
extension TextAttributes {
  /// No attributes.
  @_transparent public init() { self.init(rawValue: 0) }

  /// The attributes listed: `[.bold, .underline]`.
  @_transparent public init(arrayLiteral elements: TextAttributes...) {
    var rawValue: UInt8 = 0
    for element in elements { rawValue |= element.rawValue }
    self.init(rawValue: rawValue)
  }

  /// Whether no attribute is set.
  @_transparent public var isEmpty: Bool { rawValue == 0 }

  /// Whether every attribute of `member` is set.
  @_transparent public func contains(_ member: TextAttributes) -> Bool {
    rawValue & member.rawValue == member.rawValue
  }

  /// The attributes set in either.
  @_transparent public func union(_ other: TextAttributes) -> TextAttributes {
    TextAttributes(rawValue: rawValue | other.rawValue)
  }

  /// The attributes set in both.
  @_transparent public func intersection(_ other: TextAttributes) -> TextAttributes {
    TextAttributes(rawValue: rawValue & other.rawValue)
  }

  /// The attributes set in exactly one of the two.
  @_transparent public func symmetricDifference(_ other: TextAttributes) -> TextAttributes {
    TextAttributes(rawValue: rawValue ^ other.rawValue)
  }

  /// These attributes without those of `other`.
  @_transparent public func subtracting(_ other: TextAttributes) -> TextAttributes {
    TextAttributes(rawValue: rawValue & ~other.rawValue)
  }

  /// Sets the attributes of `other` too.
  @_transparent public mutating func formUnion(_ other: TextAttributes) {
    self = TextAttributes(rawValue: rawValue | other.rawValue)
  }

  /// Keeps only the attributes also set in `other`.
  @_transparent public mutating func formIntersection(_ other: TextAttributes) {
    self = TextAttributes(rawValue: rawValue & other.rawValue)
  }

  /// Keeps the attributes set in exactly one of these and `other`.
  @_transparent public mutating func formSymmetricDifference(_ other: TextAttributes) {
    self = TextAttributes(rawValue: rawValue ^ other.rawValue)
  }

  /// Clears the attributes of `other`.
  @_transparent public mutating func subtract(_ other: TextAttributes) {
    self = TextAttributes(rawValue: rawValue & ~other.rawValue)
  }

  /// Whether every attribute set here is also set in `other`.
  @_transparent public func isSubset(of other: TextAttributes) -> Bool {
    rawValue & ~other.rawValue == 0
  }

  /// Whether every attribute set in `other` is also set here.
  @_transparent public func isSuperset(of other: TextAttributes) -> Bool {
    other.rawValue & ~rawValue == 0
  }

  /// Whether no attribute is set in both.
  @_transparent public func isDisjoint(with other: TextAttributes) -> Bool {
    rawValue & other.rawValue == 0
  }

  /// Sets `newMember`'s attributes; says whether any was missing, as `OptionSet.insert(_:)`.
  @discardableResult @_transparent
  public mutating func insert(_ newMember: TextAttributes) -> (inserted: Bool, memberAfterInsert: TextAttributes) {
    let present = TextAttributes(rawValue: rawValue & newMember.rawValue)
    if present.rawValue == newMember.rawValue { return (false, present) }
    self = TextAttributes(rawValue: rawValue | newMember.rawValue)
    return (true, newMember)
  }

  /// Clears `member`'s attributes; returns those that were set, or `nil` if none was, as
  /// `OptionSet.remove(_:)`.
  @discardableResult @_transparent
  public mutating func remove(_ member: TextAttributes) -> TextAttributes? {
    let present = TextAttributes(rawValue: rawValue & member.rawValue)
    self = TextAttributes(rawValue: rawValue & ~member.rawValue)
    return present.rawValue == 0 ? nil : present
  }

  /// Sets `newMember`'s attributes; returns those that were set already, or `nil` if none
  /// was, as `OptionSet.update(with:)`.
  @discardableResult @_transparent
  public mutating func update(with newMember: TextAttributes) -> TextAttributes? {
    let present = TextAttributes(rawValue: rawValue & newMember.rawValue)
    self = TextAttributes(rawValue: rawValue | newMember.rawValue)
    return present.rawValue == 0 ? nil : present
  }

  /// Whether the same attributes are set.
  @_transparent public static func == (lhs: TextAttributes, rhs: TextAttributes) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Feeds the attribute bits to `hasher`, as `RawRepresentable` does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }
}
