import SwiftUI

struct FavoritesGridView: View {
  @State private var recipes: [Recipe] = [.sample]
  private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 16) {
          ForEach(recipes) { recipe in
            VStack(alignment: .leading) {
              AsyncImage(url: recipe.imageURL) { image in
                image.resizable().scaledToFill()
              } placeholder: {
                Rectangle().fill(.quaternary)
              }
              .frame(height: 100)
              .clipped()
              Text(recipe.title).font(.headline).lineLimit(1)
              Text("\(recipe.minutes) min").font(.caption).foregroundStyle(.secondary)
            }
            .padding(8)
            .background(.background, in: RoundedRectangle(cornerRadius: 12))
            .contextMenu {
              Button("Remove from Favorites", systemImage: "heart.slash", role: .destructive) {
                recipes.removeAll { $0.id == recipe.id }
              }
            }
          }
        }
        .padding()
      }
      .navigationTitle("Favorites")
    }
  }
}

#Preview {
  FavoritesGridView()
}
