import PreviewKit
import SampleReadingList

/// A `RandomNumberClient` answering each fetch with the next of its responses (the last one
/// repeats), so a preview can fail first and succeed on the second tap.
struct MockRandomNumberClient: RandomNumberClient {
  var responses: MockResponses<Int>

  init(responses: MockResponses<Int>) {
    self.responses = responses
  }

  /// A client giving the same answer to every fetch.
  init(_ response: MockResponse<Int>) {
    self.init(responses: MockResponses([response]))
  }

  func fetch() async throws -> Int { try await responses.resolve() }
}
