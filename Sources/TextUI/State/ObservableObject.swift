import Synchronization

/// A model whose changes views follow, in the shape of Combine's `ObservableObject` (there
/// is no Combine on Linux): mark properties `@Published`, and views holding the object in
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` render again when they change.
///
/// ```swift
/// @MainActor final class ItemListViewModel: ObservableObject {
///   @Published private(set) var items: [Item] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// Fires before any `@Published` property changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The publisher shared by this object's `@Published` properties, found by reflection
  /// once and then remembered by each property, as Combine's synthesised one is.
  public var objectWillChange: ObservableObjectPublisher {
    var published: [any PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? any PublishedStorage { published.append(property) }
      }
      mirror = current.superclassMirror
    }
    let publisher = published.lazy.compactMap(\.publisher).first ?? ObservableObjectPublisher()
    for property in published where property.publisher == nil { property.attach(publisher) }
    return publisher
  }
}

/// Tells subscribers that an object is about to change, as Combine's publisher of the same
/// name does. Thread-safe: models may change off the main actor.
public final class ObservableObjectPublisher: Sendable {
  private let subscribers = Mutex<[UInt64: @Sendable () -> Void]>([:])
  private let nextToken = Atomic<UInt64>(0)

  /// A publisher with no subscribers.
  public init() {}

  /// Notifies every subscriber, synchronously, in subscription order.
  public func send() {
    let handlers = subscribers.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
    for handler in handlers { handler() }
  }

  /// Calls `receiveValue` on every `send()` until the returned token is cancelled or released.
  public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
    let token = nextToken.add(1, ordering: .relaxed).newValue
    subscribers.withLock { $0[token] = receiveValue }
    return AnyCancellable { [weak self] in
      _ = self?.subscribers.withLock { $0.removeValue(forKey: token) }
    }
  }
}

/// Cancels a subscription when cancelled or released, as Combine's `AnyCancellable` does.
public final class AnyCancellable: Hashable, Sendable {
  private let cancelAction = Mutex<(@Sendable () -> Void)?>(nil)

  /// A token that runs `cancel` once, on ``cancel()`` or when released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    cancelAction.withLock { $0 = cancel }
  }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    let action = cancelAction.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Keeps the subscription alive as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  deinit { cancel() }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
