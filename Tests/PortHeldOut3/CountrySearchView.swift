import SwiftUI

struct CountrySearchView: View {
  @State private var query = ""
  @State private var recentSearches = ["Portugal", "Italy"]

  private var results: [Country] {
    guard !query.isEmpty else { return Country.all }
    return Country.all.filter {
      $0.name.localizedCaseInsensitiveContains(query) || $0.capital.localizedCaseInsensitiveContains(query)
    }
  }

  private var suggestions: [Country] {
    Country.all.filter { $0.name.lowercased().hasPrefix(query.lowercased()) }
  }

  var body: some View {
    NavigationStack {
      List(results) { country in
        NavigationLink(value: country) {
          HStack {
            Text(country.code)
              .font(.caption.monospaced())
              .padding(4)
              .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 4))
            VStack(alignment: .leading) {
              Text(country.name)
              Text(country.capital)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
          }
        }
      }
      .navigationTitle("Countries")
      .navigationDestination(for: Country.self) { country in
        VStack(spacing: 8) {
          Text(country.name).font(.largeTitle)
          Text("Capital: \(country.capital)")
        }
        .navigationTitle(country.code)
      }
      .searchable(text: $query, prompt: "Country or capital")
      .searchSuggestions {
        if query.isEmpty {
          ForEach(recentSearches, id: \.self) { recent in
            Label(recent, systemImage: "clock.arrow.circlepath")
              .searchCompletion(recent)
          }
        } else {
          ForEach(suggestions) { country in
            Text(country.name)
              .searchCompletion(country.name)
          }
        }
      }
      .onSubmit(of: .search) {
        if !query.isEmpty && !recentSearches.contains(query) {
          recentSearches.insert(query, at: 0)
        }
      }
      .overlay {
        if results.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
    }
  }
}

#Preview {
  CountrySearchView()
}
