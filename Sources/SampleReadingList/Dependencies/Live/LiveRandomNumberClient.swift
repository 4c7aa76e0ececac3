import Synchronization

/// The app's random-number client. The article's version calls a web API; this sample has no
/// network and must stay deterministic, so it cycles through a fixed list of numbers.
public final class LiveRandomNumberClient: RandomNumberClient {
  private let numbers: [Int]
  private let calls = Mutex(0)

  public init(numbers: [Int] = [42, 7, 86, 23, 61]) {
    precondition(!numbers.isEmpty, "LiveRandomNumberClient needs at least one number")
    self.numbers = numbers
  }

  public func fetch() async throws -> Int {
    let call = calls.withLock { calls in
      defer { calls += 1 }
      return calls
    }
    return numbers[call % numbers.count]
  }
}
