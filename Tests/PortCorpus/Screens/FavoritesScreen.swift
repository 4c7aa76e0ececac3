import TextUI

@Observable
final class FavoritesModel {
  var favorites: [String]

  init(favorites: [String]) {
    self.favorites = favorites
  }
}

struct FavoritesScreen: View {
  @State var model: FavoritesModel

  var body: some View {
    NavigationStack {
      Group {
        if model.favorites.isEmpty {
          Text("No favorites yet")
            .foregroundStyle(.secondary)
        } else {
          List {
            ForEach(model.favorites, id: \.self) { favorite in
              Label(favorite, systemImage: "star.fill")
            }
            .onDelete { model.favorites.remove(atOffsets: $0) }
          }
        }
      }
      .navigationTitle("Favorites")
    }
  }
}

#Preview {
  FavoritesScreen(model: FavoritesModel(favorites: ["Dune", "Hyperion", "ノルウェイの森"]))
}

#Preview("Empty") {
  FavoritesScreen(model: FavoritesModel(favorites: []))
}
