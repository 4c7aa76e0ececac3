/// Turns the bytes a terminal sends into ``InputEvent``s. (Being written.)
public struct InputDecoder: Sendable {
  public init() {}
}
