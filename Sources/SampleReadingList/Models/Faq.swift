/// The questions and answers the FAQ screen shows.
public struct Faq: Hashable, Sendable {
  /// One question with its answer.
  public struct Entry: Hashable, Sendable {
    public var question: String
    public var answer: String

    public init(question: String, answer: String) {
      self.question = question
      self.answer = answer
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The reading list's FAQ.
  public static let readingList = Faq(entries: [
    Entry(
      question: "How do I save an article?",
      answer: "Share it to Reading List from any app; it appears at the top of your list."),
    Entry(
      question: "Can I read offline?",
      answer: "Saved articles are downloaded when you save them, so they open without a connection."),
    Entry(
      question: "Where are my notes kept?",
      answer: "On this device, in the app's database; they sync only if you turn sync on in Settings."),
  ])
}
