import Foundation

/// Decides whether two values of a view (or of the environment) are the same, so that a
/// view whose inputs did not change can keep last render's result without evaluating `body`,
/// as SwiftUI skips views whose inputs compare equal.
///
/// It errs towards "different": values it cannot compare (closures, deep or large
/// structures) count as changed, which costs a `body` evaluation but never shows stale
/// content. Dynamic properties are skipped because their changes reach the graph through
/// invalidation, except observed objects, which compare by identity.
@MainActor
enum ValueEquality {
  /// How deep nested structures are compared before giving up.
  static let maximumDepth = 4
  /// How many children a structure may have before giving up.
  static let maximumChildren = 32

  static func equal(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    if let lhs = lhs as? any Equatable { return equatable(lhs, rhs) }
    if let lhs = lhs as? any _ObjectReferencing, let rhs = rhs as? any _ObjectReferencing {
      return lhs._referencedObject === rhs._referencedObject
    }
    if lhs is any DynamicProperty { return type(of: lhs) == type(of: rhs) }
    if let lhs = lhs as? any Any.Type, let rhs = rhs as? any Any.Type { return lhs == rhs }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple, .enum, .optional:
      guard depth < maximumDepth, type(of: lhs) == type(of: rhs) else { return false }
      let right = Mirror(reflecting: rhs)
      if left.displayStyle == .enum && left.children.isEmpty {
        return String(describing: lhs) == String(describing: rhs)
      }
      guard left.children.count == right.children.count, left.children.count <= maximumChildren else { return false }
      for (a, b) in zip(left.children, right.children) {
        guard a.label == b.label, equal(a.value, b.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Closures, collections without Equatable elements, and the like.
      return false
    }
  }

  private static func equatable<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

/// Whether `lhs` and `rhs` hold the same bits: the same inline values and the same
/// references (the same string and array buffers, the same objects). Such values are the
/// same value for a memo, whatever their type, so this answers first and cheaply where
/// ``ValueEquality`` would reflect over every field (a view holding an array of rows that
/// are not `Equatable` was reflected twice per render, only to be called different).
///
/// It can only err towards "different" (padding bytes, or `-0.0` against `0.0`). Not main-actor
/// isolated: a closure made in isolated code checks its executor on every call.
nonisolated func bitwiseIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
  let size = MemoryLayout<T>.size
  if size == 0 { return true }
  return withUnsafePointer(to: lhs) { left in
    withUnsafePointer(to: rhs) { right in
      memcmp(left, right, size) == 0
    }
  }
}

/// A dynamic property that stands for an object the view observes (`@ObservedObject`,
/// `@Bindable`): two views are the same only if they observe the same object.
@MainActor
protocol _ObjectReferencing {
  var _referencedObject: AnyObject { get }
}
