import SwiftUI

struct FAQItem: Identifiable {
  let id = UUID()
  let question: String
  let answer: String
}

struct FAQView: View {
  let items = [
    FAQItem(question: "How do I reset my password?", answer: "Tap 'Forgot password' on the sign-in screen."),
    FAQItem(question: "Can I use the app offline?", answer: "Yes, your last synced data is available offline."),
    FAQItem(question: "How do I contact support?", answer: "Write to support@example.com."),
  ]
  @State private var expanded: Set<UUID> = []

  var body: some View {
    List {
      ForEach(items) { item in
        DisclosureGroup(
          isExpanded: Binding(
            get: { expanded.contains(item.id) },
            set: { isOn in
              if isOn { expanded.insert(item.id) } else { expanded.remove(item.id) }
            }
          )
        ) {
          Text(item.answer)
            .foregroundColor(.secondary)
        } label: {
          Text(item.question).font(.headline)
        }
      }
    }
    .navigationTitle("FAQ")
  }
}

struct FAQView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView { FAQView() }
  }
}
