import Testing

@testable import TextUI

/// The same option set with the standard library's generic `OptionSet` operations, which
/// `TextAttributes`'s own concrete ones must match exactly.
private struct ReferenceAttributes: OptionSet {
  let rawValue: UInt8
}

@Suite("TextAttributes set operations match OptionSet's")
struct TextAttributesAlgebraTests {
  /// Every combination of the six attributes, plus the two unused bits.
  static let all: [UInt8] = Array(0...255).filter { $0 & 0b0011_1111 == $0 || $0 == 0xFF || $0 == 0xC0 }

  @Test("binary operations and comparisons give OptionSet's results for every pair", arguments: all)
  func binaryOperations(left: UInt8) {
    for right in Self.all {
      let a = TextAttributes(rawValue: left)
      let b = TextAttributes(rawValue: right)
      let ra = ReferenceAttributes(rawValue: left)
      let rb = ReferenceAttributes(rawValue: right)
      #expect(a.union(b).rawValue == ra.union(rb).rawValue)
      #expect(a.intersection(b).rawValue == ra.intersection(rb).rawValue)
      #expect(a.symmetricDifference(b).rawValue == ra.symmetricDifference(rb).rawValue)
      #expect(a.subtracting(b).rawValue == ra.subtracting(rb).rawValue)
      #expect(a.contains(b) == ra.contains(rb))
      #expect(a.isSubset(of: b) == ra.isSubset(of: rb))
      #expect(a.isSuperset(of: b) == ra.isSuperset(of: rb))
      #expect(a.isDisjoint(with: b) == ra.isDisjoint(with: rb))
      #expect((a == b) == (ra == rb))
    }
  }

  @Test("mutating operations leave the same set and return the same values", arguments: all)
  func mutatingOperations(left: UInt8) {
    for right in Self.all {
      let b = TextAttributes(rawValue: right)
      let rb = ReferenceAttributes(rawValue: right)
      var a = TextAttributes(rawValue: left)
      var ra = ReferenceAttributes(rawValue: left)
      let inserted = a.insert(b)
      let referenceInserted = ra.insert(rb)
      #expect(inserted.inserted == referenceInserted.inserted)
      #expect(inserted.memberAfterInsert.rawValue == referenceInserted.memberAfterInsert.rawValue)
      #expect(a.rawValue == ra.rawValue)

      a = TextAttributes(rawValue: left)
      ra = ReferenceAttributes(rawValue: left)
      #expect(a.remove(b)?.rawValue == ra.remove(rb)?.rawValue)
      #expect(a.rawValue == ra.rawValue)

      a = TextAttributes(rawValue: left)
      ra = ReferenceAttributes(rawValue: left)
      #expect(a.update(with: b)?.rawValue == ra.update(with: rb)?.rawValue)
      #expect(a.rawValue == ra.rawValue)

      a = TextAttributes(rawValue: left)
      ra = ReferenceAttributes(rawValue: left)
      a.formUnion(b)
      ra.formUnion(rb)
      #expect(a.rawValue == ra.rawValue)
      a.formSymmetricDifference(b)
      ra.formSymmetricDifference(rb)
      #expect(a.rawValue == ra.rawValue)
      a = TextAttributes(rawValue: left)
      ra = ReferenceAttributes(rawValue: left)
      a.formIntersection(b)
      ra.formIntersection(rb)
      #expect(a.rawValue == ra.rawValue)
      a = TextAttributes(rawValue: left)
      ra = ReferenceAttributes(rawValue: left)
      a.subtract(b)
      ra.subtract(rb)
      #expect(a.rawValue == ra.rawValue)
    }
  }

  @Test("literals, emptiness and hashing agree with the raw bits")
  func literalsAndHashing() {
    #expect(TextAttributes().rawValue == 0)
    #expect(TextAttributes().isEmpty)
    let literal: TextAttributes = [.bold, .underline, .bold]
    #expect(literal.rawValue == TextAttributes.bold.rawValue | TextAttributes.underline.rawValue)
    #expect(!literal.isEmpty)
    #expect(Set([literal, [.underline, .bold], .bold]).count == 2)
    #expect(literal.hashValue == ([.underline, .bold] as TextAttributes).hashValue)
  }
}
