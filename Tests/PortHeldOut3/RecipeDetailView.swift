import SwiftUI

struct RecipeDetailView: View {
  @State var recipe: Recipe
  @State private var servings: Int
  @State private var checkedIngredients: Set<Ingredient.ID> = []

  init(recipe: Recipe) {
    _recipe = State(initialValue: recipe)
    _servings = State(initialValue: recipe.servings)
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        ZStack(alignment: .bottomLeading) {
          LinearGradient(colors: [.orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(height: 200)
          Text(recipe.title)
            .font(.largeTitle.weight(.bold))
            .foregroundStyle(.white)
            .shadow(radius: 4)
            .padding()
        }
        .clipShape(RoundedRectangle(cornerRadius: 16))

        Text(recipe.summary)
          .font(.body)
          .foregroundStyle(.secondary)

        HStack {
          stat("\(recipe.minutes) min", systemImage: "clock")
          Divider().frame(height: 30)
          stat("\(recipe.calories) kcal", systemImage: "flame")
          Divider().frame(height: 30)
          stat("\(servings) servings", systemImage: "person.2")
        }
        .frame(maxWidth: .infinity)

        Stepper("Servings", value: $servings, in: 1...12)

        Text("Ingredients")
          .font(.title2.bold())
        ForEach(recipe.ingredients) { ingredient in
          Button {
            if checkedIngredients.contains(ingredient.id) {
              checkedIngredients.remove(ingredient.id)
            } else {
              checkedIngredients.insert(ingredient.id)
            }
          } label: {
            HStack {
              Image(systemName: checkedIngredients.contains(ingredient.id) ? "checkmark.square.fill" : "square")
              Text(ingredient.name)
              Spacer()
              Text(ingredient.amount)
                .foregroundStyle(.secondary)
            }
          }
          .buttonStyle(.plain)
        }

        Text("Method")
          .font(.title2.bold())
        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
          HStack(alignment: .top, spacing: 12) {
            Text("\(index + 1)")
              .font(.headline)
              .frame(width: 28, height: 28)
              .background(Circle().fill(Color.orange.opacity(0.2)))
            Text(step)
          }
        }
      }
      .padding()
    }
    .navigationTitle(recipe.title)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      Button {
        recipe.isFavorite.toggle()
      } label: {
        Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
      }
      ShareLink(item: recipe.title)
    }
  }

  private func stat(_ text: String, systemImage: String) -> some View {
    VStack(spacing: 4) {
      Image(systemName: systemImage)
        .foregroundStyle(.orange)
      Text(text)
        .font(.caption)
    }
    .frame(maxWidth: .infinity)
  }
}

struct RecipeDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      RecipeDetailView(recipe: .sample)
    }
  }
}
