import SwiftUI

struct FAQView: View {
  let items: [FAQItem]
  @State private var expanded: Set<FAQItem.ID> = []

  var body: some View {
    List {
      Section {
        ForEach(items) { item in
          DisclosureGroup(isExpanded: binding(for: item)) {
            Text(item.answer)
              .font(.callout)
              .foregroundStyle(.secondary)
              .padding(.vertical, 4)
          } label: {
            Text(item.question)
              .font(.headline)
          }
        }
      } header: {
        HStack {
          Text("Frequently asked")
          Spacer()
          Button(expanded.count == items.count ? "Collapse all" : "Expand all") {
            withAnimation {
              if expanded.count == items.count {
                expanded.removeAll()
              } else {
                expanded = Set(items.map(\.id))
              }
            }
          }
          .font(.caption)
          .textCase(nil)
        }
      }

      Section("Still need help?") {
        Link(destination: URL(string: "mailto:support@example.com")!) {
          Label("Contact Support", systemImage: "envelope")
        }
      }
    }
    .navigationTitle("Help")
  }

  private func binding(for item: FAQItem) -> Binding<Bool> {
    Binding(
      get: { expanded.contains(item.id) },
      set: { isOpen in
        if isOpen {
          expanded.insert(item.id)
        } else {
          expanded.remove(item.id)
        }
      }
    )
  }
}

#Preview {
  NavigationStack {
    FAQView(items: FAQItem.samples)
  }
}
