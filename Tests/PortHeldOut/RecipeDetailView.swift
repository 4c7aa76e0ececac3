import SwiftUI

struct RecipeDetailView: View {
  let recipe: Recipe
  @State private var isFavorite: Bool

  init(recipe: Recipe) {
    self.recipe = recipe
    _isFavorite = State(initialValue: recipe.isFavorite)
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        AsyncImage(url: recipe.imageURL) { image in
          image
            .resizable()
            .aspectRatio(contentMode: .fill)
        } placeholder: {
          ProgressView()
        }
        .frame(height: 240)
        .clipped()

        HStack {
          Text(recipe.title)
            .font(.system(size: 28, weight: .bold, design: .serif))
          Spacer()
          Button {
            isFavorite.toggle()
          } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
              .foregroundColor(isFavorite ? .red : .gray)
          }
        }

        Label("\(recipe.minutes) minutes", systemImage: "clock")
          .foregroundColor(.secondary)

        Text(recipe.summary)

        Text("Ingredients")
          .font(.title2)
          .bold()
        ForEach(recipe.ingredients, id: \.self) { ingredient in
          Label(ingredient, systemImage: "circle.fill")
            .labelStyle(.titleAndIcon)
        }
      }
      .padding()
    }
    .navigationTitle(recipe.title)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct RecipeDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView {
      RecipeDetailView(recipe: .sample)
    }
  }
}
