import SwiftUI

struct CitySearchView: View {
  @State private var query = ""
  @State private var results: [String] = []
  @State private var isSearching = false

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { city in
        NavigationLink(city) {
          Text("Forecast for \(city)")
            .navigationTitle(city)
        }
      }
      .overlay {
        if isSearching {
          ProgressView()
        } else if results.isEmpty && !query.isEmpty {
          ContentUnavailableView.search
        }
      }
      .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "City name")
      .task(id: query) {
        guard !query.isEmpty else {
          results = []
          return
        }
        isSearching = true
        try? await Task.sleep(for: .milliseconds(300))
        results = (try? await APIClient.shared.search(query)) ?? []
        isSearching = false
      }
      .navigationTitle("Cities")
    }
  }
}

#Preview {
  CitySearchView()
}
