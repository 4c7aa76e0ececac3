/// Marks a property of an `ObservableObject` whose changes re-render the views that hold
/// the object, as Combine's `@Published` does.
@propertyWrapper
public struct Published<Value> {
  final class Box {
    var value: Value
    var publisher: ObservableObjectPublisher?
    init(_ value: Value) { self.value = value }
  }
  let box: Box

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// A published property starting at `initialValue`; the older spelling of ``init(wrappedValue:)``.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The current value, readable outside the object (Combine's `$property` is a publisher;
  /// here it is the value with `sink` through the object's `objectWillChange`).
  public var projectedValue: Value { box.value }

  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      (box.publisher ?? object.objectWillChange).send()
      box.value = newValue
    }
  }
}

/// Lets `objectWillChange` find and connect the `@Published` properties of an object.
protocol PublishedStorage {
  var publisher: ObservableObjectPublisher? { get }
  func attach(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedStorage {
  var publisher: ObservableObjectPublisher? { box.publisher }
  func attach(_ publisher: ObservableObjectPublisher) { box.publisher = publisher }
}
