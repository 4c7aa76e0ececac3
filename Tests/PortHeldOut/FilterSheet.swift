import SwiftUI

struct SearchFilters: Equatable {
  var maxPrice: Double = 100
  var category = "All"
  var onlyInStock = false
  var sortAscending = true
}

struct FilterSheet: View {
  @Binding var filters: SearchFilters
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section("Price") {
          VStack(alignment: .leading) {
            Text("Up to \(filters.maxPrice, format: .currency(code: "USD"))")
            Slider(value: $filters.maxPrice, in: 0...500, step: 10) {
              Text("Max price")
            } minimumValueLabel: {
              Text("$0")
            } maximumValueLabel: {
              Text("$500")
            }
          }
        }
        Section("Category") {
          Picker("Category", selection: $filters.category) {
            ForEach(["All", "Books", "Games", "Music"], id: \.self) { Text($0) }
          }
          .pickerStyle(.inline)
          .labelsHidden()
        }
        Section {
          Toggle("Only in stock", isOn: $filters.onlyInStock)
          Toggle("Ascending", isOn: $filters.sortAscending)
        }
        Section {
          Button("Reset filters", role: .destructive) {
            filters = SearchFilters()
          }
        }
      }
      .navigationTitle("Filters")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
    .presentationDetents([.medium, .large])
  }
}

#Preview {
  FilterSheet(filters: .constant(SearchFilters()))
}
