; ModuleID = '__compute_module_concatenate_bitcast_fusion.2.clone_kernel_module'
source_filename = "__compute_module_concatenate_bitcast_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @concatenate_bitcast_fusion.2.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %concatenate_bitcast_fusion.2.clone_wrapped.exit

13:                                               ; preds = %1
  %14 = shl nuw nsw i64 %11, 16
  %15 = shl nuw nsw i64 %11, 16
  %16 = shl nuw nsw i64 %11, 16
  %17 = shl nuw nsw i64 %11, 18
  %scevgep = getelementptr i8, ptr %8, i64 %17
  %18 = getelementptr i8, ptr %8, i64 %17
  %scevgep18 = getelementptr i8, ptr %18, i64 32768
  %scevgep19 = getelementptr i8, ptr %6, i64 %17
  %19 = getelementptr i8, ptr %6, i64 %17
  %scevgep20 = getelementptr i8, ptr %19, i64 65280
  %scevgep21 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound0 = icmp ult ptr %scevgep, %scevgep20
  %bound1 = icmp ult ptr %scevgep19, %scevgep18
  %found.conflict = and i1 %bound0, %bound1
  %bound022 = icmp ult ptr %scevgep, %scevgep21
  %bound123 = icmp ult ptr %4, %scevgep18
  %found.conflict24 = and i1 %bound022, %bound123
  %conflict.rdx = or i1 %found.conflict, %found.conflict24
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck

vector.memcheck:                                  ; preds = %13, %middle.block
  %27 = phi i64 [ 0, %13 ], [ %134, %middle.block ]
  %28 = shl nuw nsw i64 %27, 6
  %.reass = add nuw nsw i64 %28, %15
  %29 = shl nuw nsw i64 %27, 7
  %30 = add nuw nsw i64 %29, %16
  br i1 %conflict.rdx, label %scalar.ph, label %vector.body

vector.body:                                      ; preds = %vector.memcheck
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %31 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %30
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %wide.load = load <8 x float>, ptr %31, align 4, !invariant.load !3, !alias.scope !14, !noalias !17
  %wide.load25 = load <8 x float>, ptr %32, align 4, !invariant.load !3, !alias.scope !14, !noalias !17
  %wide.load26 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !20, !noalias !22
  %wide.load27 = load <8 x float>, ptr %20, align 4, !invariant.load !3, !alias.scope !20, !noalias !22
  %33 = fadd <8 x float> %wide.load, %wide.load26
  %34 = fadd <8 x float> %wide.load25, %wide.load27
  %35 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 32
  store <8 x float> %33, ptr %35, align 4, !alias.scope !23, !noalias !27
  store <8 x float> %34, ptr %36, align 4, !alias.scope !23, !noalias !27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %37 = or disjoint i64 %30, 16
  %38 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %wide.load.1 = load <8 x float>, ptr %38, align 4, !invariant.load !3, !alias.scope !34, !noalias !35
  %wide.load25.1 = load <8 x float>, ptr %39, align 4, !invariant.load !3, !alias.scope !34, !noalias !35
  %wide.load26.1 = load <8 x float>, ptr %21, align 4, !invariant.load !3, !alias.scope !36, !noalias !37
  %wide.load27.1 = load <8 x float>, ptr %22, align 4, !invariant.load !3, !alias.scope !36, !noalias !37
  %40 = fadd <8 x float> %wide.load.1, %wide.load26.1
  %41 = fadd <8 x float> %wide.load25.1, %wide.load27.1
  %42 = or disjoint i64 %.reass, 16
  %43 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 32
  store <8 x float> %40, ptr %43, align 4, !alias.scope !23, !noalias !27
  store <8 x float> %41, ptr %44, align 4, !alias.scope !23, !noalias !27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %45 = or disjoint i64 %30, 32
  %46 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %wide.load.2 = load <8 x float>, ptr %46, align 4, !invariant.load !3, !alias.scope !42, !noalias !43
  %wide.load25.2 = load <8 x float>, ptr %47, align 4, !invariant.load !3, !alias.scope !42, !noalias !43
  %wide.load26.2 = load <8 x float>, ptr %23, align 4, !invariant.load !3, !alias.scope !44, !noalias !45
  %wide.load27.2 = load <8 x float>, ptr %24, align 4, !invariant.load !3, !alias.scope !44, !noalias !45
  %48 = fadd <8 x float> %wide.load.2, %wide.load26.2
  %49 = fadd <8 x float> %wide.load25.2, %wide.load27.2
  %50 = or disjoint i64 %.reass, 32
  %51 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  store <8 x float> %48, ptr %51, align 4, !alias.scope !23, !noalias !27
  store <8 x float> %49, ptr %52, align 4, !alias.scope !23, !noalias !27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %53 = or disjoint i64 %30, 48
  %54 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 32
  %wide.load.3 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !50, !noalias !51
  %wide.load25.3 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !50, !noalias !51
  %wide.load26.3 = load <8 x float>, ptr %25, align 4, !invariant.load !3, !alias.scope !52, !noalias !53
  %wide.load27.3 = load <8 x float>, ptr %26, align 4, !invariant.load !3, !alias.scope !52, !noalias !53
  %56 = fadd <8 x float> %wide.load.3, %wide.load26.3
  %57 = fadd <8 x float> %wide.load25.3, %wide.load27.3
  %58 = or disjoint i64 %.reass, 48
  %59 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  store <8 x float> %56, ptr %59, align 4, !alias.scope !23, !noalias !27
  store <8 x float> %57, ptr %60, align 4, !alias.scope !23, !noalias !27
  br label %middle.block

scalar.ph:                                        ; preds = %vector.memcheck, %scalar.ph
  %61 = phi i64 [ %133, %scalar.ph ], [ 0, %vector.memcheck ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %62 = add nuw nsw i64 %61, %30
  %63 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %62
  %64 = load float, ptr %63, align 4, !invariant.load !3, !alias.scope !12, !noalias !17
  %65 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %61
  %66 = load float, ptr %65, align 4, !invariant.load !3, !alias.scope !9, !noalias !22
  %67 = fadd float %64, %66
  %68 = add nuw nsw i64 %61, %.reass
  %69 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %68
  store float %67, ptr %69, align 4, !alias.scope !54, !noalias !55
  %70 = or disjoint i64 %61, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58)
  %71 = add nuw nsw i64 %70, %30
  %72 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %71
  %73 = load float, ptr %72, align 4, !invariant.load !3, !alias.scope !58, !noalias !60
  %74 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %70
  %75 = load float, ptr %74, align 4, !invariant.load !3, !alias.scope !56, !noalias !61
  %76 = fadd float %73, %75
  %77 = add nuw nsw i64 %70, %.reass
  %78 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %77
  store float %76, ptr %78, align 4, !alias.scope !54, !noalias !55
  %79 = or disjoint i64 %61, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  %80 = add nuw nsw i64 %79, %30
  %81 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %80
  %82 = load float, ptr %81, align 4, !invariant.load !3, !alias.scope !64, !noalias !66
  %83 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %79
  %84 = load float, ptr %83, align 4, !invariant.load !3, !alias.scope !62, !noalias !67
  %85 = fadd float %82, %84
  %86 = add nuw nsw i64 %79, %.reass
  %87 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %86
  store float %85, ptr %87, align 4, !alias.scope !54, !noalias !55
  %88 = or disjoint i64 %61, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %89 = add nuw nsw i64 %88, %30
  %90 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %89
  %91 = load float, ptr %90, align 4, !invariant.load !3, !alias.scope !70, !noalias !72
  %92 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %88
  %93 = load float, ptr %92, align 4, !invariant.load !3, !alias.scope !68, !noalias !73
  %94 = fadd float %91, %93
  %95 = add nuw nsw i64 %88, %.reass
  %96 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %95
  store float %94, ptr %96, align 4, !alias.scope !54, !noalias !55
  %97 = or disjoint i64 %61, 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76)
  %98 = add nuw nsw i64 %97, %30
  %99 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %98
  %100 = load float, ptr %99, align 4, !invariant.load !3, !alias.scope !76, !noalias !78
  %101 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %97
  %102 = load float, ptr %101, align 4, !invariant.load !3, !alias.scope !74, !noalias !79
  %103 = fadd float %100, %102
  %104 = add nuw nsw i64 %97, %.reass
  %105 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %104
  store float %103, ptr %105, align 4, !alias.scope !54, !noalias !55
  %106 = or disjoint i64 %61, 5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !80)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  %107 = add nuw nsw i64 %106, %30
  %108 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %107
  %109 = load float, ptr %108, align 4, !invariant.load !3, !alias.scope !82, !noalias !84
  %110 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %106
  %111 = load float, ptr %110, align 4, !invariant.load !3, !alias.scope !80, !noalias !85
  %112 = fadd float %109, %111
  %113 = add nuw nsw i64 %106, %.reass
  %114 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %113
  store float %112, ptr %114, align 4, !alias.scope !54, !noalias !55
  %115 = or disjoint i64 %61, 6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88)
  %116 = add nuw nsw i64 %115, %30
  %117 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %116
  %118 = load float, ptr %117, align 4, !invariant.load !3, !alias.scope !88, !noalias !90
  %119 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %115
  %120 = load float, ptr %119, align 4, !invariant.load !3, !alias.scope !86, !noalias !91
  %121 = fadd float %118, %120
  %122 = add nuw nsw i64 %115, %.reass
  %123 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %122
  store float %121, ptr %123, align 4, !alias.scope !54, !noalias !55
  %124 = or disjoint i64 %61, 7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !92)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  %125 = add nuw nsw i64 %124, %30
  %126 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %125
  %127 = load float, ptr %126, align 4, !invariant.load !3, !alias.scope !94, !noalias !96
  %128 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %124
  %129 = load float, ptr %128, align 4, !invariant.load !3, !alias.scope !92, !noalias !97
  %130 = fadd float %127, %129
  %131 = add nuw nsw i64 %124, %.reass
  %132 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %131
  store float %130, ptr %132, align 4, !alias.scope !54, !noalias !55
  %133 = add nuw nsw i64 %61, 8
  %exitcond.not.7 = icmp eq i64 %133, 64
  br i1 %exitcond.not.7, label %middle.block, label %scalar.ph, !llvm.loop !98

middle.block:                                     ; preds = %scalar.ph, %vector.body
  %134 = add nuw nsw i64 %27, 1
  %exitcond13.not = icmp eq i64 %134, 128
  br i1 %exitcond13.not, label %135, label %vector.memcheck

135:                                              ; preds = %middle.block
  %invariant.op.1 = or disjoint i64 %15, 16384
  %136 = shl nuw nsw i64 %11, 16
  %137 = or disjoint i64 %136, 16384
  %138 = shl nuw nsw i64 %11, 18
  %139 = or disjoint i64 %138, 65536
  %scevgep29 = getelementptr i8, ptr %8, i64 %139
  %140 = getelementptr i8, ptr %8, i64 %138
  %scevgep30 = getelementptr i8, ptr %140, i64 98304
  %scevgep31 = getelementptr i8, ptr %6, i64 %139
  %141 = getelementptr i8, ptr %6, i64 %138
  %scevgep32 = getelementptr i8, ptr %141, i64 130816
  %scevgep33 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound034 = icmp ult ptr %scevgep29, %scevgep32
  %bound135 = icmp ult ptr %scevgep31, %scevgep30
  %found.conflict36 = and i1 %bound034, %bound135
  %bound037 = icmp ult ptr %scevgep29, %scevgep33
  %bound138 = icmp ult ptr %4, %scevgep30
  %found.conflict39 = and i1 %bound037, %bound138
  %conflict.rdx40 = or i1 %found.conflict36, %found.conflict39
  %142 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %143 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %144 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %145 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %146 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %147 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %148 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck28

vector.memcheck28:                                ; preds = %middle.block50, %135
  %149 = phi i64 [ 0, %135 ], [ %256, %middle.block50 ]
  %150 = shl nuw nsw i64 %149, 6
  %.reass.1 = add nuw nsw i64 %150, %invariant.op.1
  %151 = shl nuw nsw i64 %149, 7
  %152 = add nuw nsw i64 %151, %137
  br i1 %conflict.rdx40, label %scalar.ph41, label %vector.body43

vector.body43:                                    ; preds = %vector.memcheck28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !102)
  %153 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 32
  %wide.load45 = load <8 x float>, ptr %153, align 4, !invariant.load !3, !alias.scope !104, !noalias !107
  %wide.load46 = load <8 x float>, ptr %154, align 4, !invariant.load !3, !alias.scope !104, !noalias !107
  %wide.load47 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !108, !noalias !110
  %wide.load48 = load <8 x float>, ptr %142, align 4, !invariant.load !3, !alias.scope !108, !noalias !110
  %155 = fadd <8 x float> %wide.load45, %wide.load47
  %156 = fadd <8 x float> %wide.load46, %wide.load48
  %157 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass.1
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 32
  store <8 x float> %155, ptr %157, align 4, !alias.scope !111, !noalias !113
  store <8 x float> %156, ptr %158, align 4, !alias.scope !111, !noalias !113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !114)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !116)
  %159 = or disjoint i64 %152, 16
  %160 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %159
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 32
  %wide.load45.1 = load <8 x float>, ptr %160, align 4, !invariant.load !3, !alias.scope !118, !noalias !119
  %wide.load46.1 = load <8 x float>, ptr %161, align 4, !invariant.load !3, !alias.scope !118, !noalias !119
  %wide.load47.1 = load <8 x float>, ptr %143, align 4, !invariant.load !3, !alias.scope !120, !noalias !121
  %wide.load48.1 = load <8 x float>, ptr %144, align 4, !invariant.load !3, !alias.scope !120, !noalias !121
  %162 = fadd <8 x float> %wide.load45.1, %wide.load47.1
  %163 = fadd <8 x float> %wide.load46.1, %wide.load48.1
  %164 = or disjoint i64 %.reass.1, 16
  %165 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 32
  store <8 x float> %162, ptr %165, align 4, !alias.scope !111, !noalias !113
  store <8 x float> %163, ptr %166, align 4, !alias.scope !111, !noalias !113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !122)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  %167 = or disjoint i64 %152, 32
  %168 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 32
  %wide.load45.2 = load <8 x float>, ptr %168, align 4, !invariant.load !3, !alias.scope !126, !noalias !127
  %wide.load46.2 = load <8 x float>, ptr %169, align 4, !invariant.load !3, !alias.scope !126, !noalias !127
  %wide.load47.2 = load <8 x float>, ptr %145, align 4, !invariant.load !3, !alias.scope !128, !noalias !129
  %wide.load48.2 = load <8 x float>, ptr %146, align 4, !invariant.load !3, !alias.scope !128, !noalias !129
  %170 = fadd <8 x float> %wide.load45.2, %wide.load47.2
  %171 = fadd <8 x float> %wide.load46.2, %wide.load48.2
  %172 = or disjoint i64 %.reass.1, 32
  %173 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 32
  store <8 x float> %170, ptr %173, align 4, !alias.scope !111, !noalias !113
  store <8 x float> %171, ptr %174, align 4, !alias.scope !111, !noalias !113
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132)
  %175 = or disjoint i64 %152, 48
  %176 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %175
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 32
  %wide.load45.3 = load <8 x float>, ptr %176, align 4, !invariant.load !3, !alias.scope !134, !noalias !135
  %wide.load46.3 = load <8 x float>, ptr %177, align 4, !invariant.load !3, !alias.scope !134, !noalias !135
  %wide.load47.3 = load <8 x float>, ptr %147, align 4, !invariant.load !3, !alias.scope !136, !noalias !137
  %wide.load48.3 = load <8 x float>, ptr %148, align 4, !invariant.load !3, !alias.scope !136, !noalias !137
  %178 = fadd <8 x float> %wide.load45.3, %wide.load47.3
  %179 = fadd <8 x float> %wide.load46.3, %wide.load48.3
  %180 = or disjoint i64 %.reass.1, 48
  %181 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %180
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 32
  store <8 x float> %178, ptr %181, align 4, !alias.scope !111, !noalias !113
  store <8 x float> %179, ptr %182, align 4, !alias.scope !111, !noalias !113
  br label %middle.block50

scalar.ph41:                                      ; preds = %vector.memcheck28, %scalar.ph41
  %183 = phi i64 [ %255, %scalar.ph41 ], [ 0, %vector.memcheck28 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !102)
  %184 = add nuw nsw i64 %183, %152
  %185 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %184
  %186 = load float, ptr %185, align 4, !invariant.load !3, !alias.scope !102, !noalias !107
  %187 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %183
  %188 = load float, ptr %187, align 4, !invariant.load !3, !alias.scope !100, !noalias !110
  %189 = fadd float %186, %188
  %190 = add nuw nsw i64 %183, %.reass.1
  %191 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %190
  store float %189, ptr %191, align 4, !alias.scope !54, !noalias !55
  %192 = or disjoint i64 %183, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !138)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !140)
  %193 = add nuw nsw i64 %192, %152
  %194 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %193
  %195 = load float, ptr %194, align 4, !invariant.load !3, !alias.scope !140, !noalias !142
  %196 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %192
  %197 = load float, ptr %196, align 4, !invariant.load !3, !alias.scope !138, !noalias !143
  %198 = fadd float %195, %197
  %199 = add nuw nsw i64 %192, %.reass.1
  %200 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %199
  store float %198, ptr %200, align 4, !alias.scope !54, !noalias !55
  %201 = or disjoint i64 %183, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !144)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !146)
  %202 = add nuw nsw i64 %201, %152
  %203 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %202
  %204 = load float, ptr %203, align 4, !invariant.load !3, !alias.scope !146, !noalias !148
  %205 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %201
  %206 = load float, ptr %205, align 4, !invariant.load !3, !alias.scope !144, !noalias !149
  %207 = fadd float %204, %206
  %208 = add nuw nsw i64 %201, %.reass.1
  %209 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %208
  store float %207, ptr %209, align 4, !alias.scope !54, !noalias !55
  %210 = or disjoint i64 %183, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !152)
  %211 = add nuw nsw i64 %210, %152
  %212 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %211
  %213 = load float, ptr %212, align 4, !invariant.load !3, !alias.scope !152, !noalias !154
  %214 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %210
  %215 = load float, ptr %214, align 4, !invariant.load !3, !alias.scope !150, !noalias !155
  %216 = fadd float %213, %215
  %217 = add nuw nsw i64 %210, %.reass.1
  %218 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %217
  store float %216, ptr %218, align 4, !alias.scope !54, !noalias !55
  %219 = or disjoint i64 %183, 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !156)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !158)
  %220 = add nuw nsw i64 %219, %152
  %221 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %220
  %222 = load float, ptr %221, align 4, !invariant.load !3, !alias.scope !158, !noalias !160
  %223 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %219
  %224 = load float, ptr %223, align 4, !invariant.load !3, !alias.scope !156, !noalias !161
  %225 = fadd float %222, %224
  %226 = add nuw nsw i64 %219, %.reass.1
  %227 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %226
  store float %225, ptr %227, align 4, !alias.scope !54, !noalias !55
  %228 = or disjoint i64 %183, 5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !162)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164)
  %229 = add nuw nsw i64 %228, %152
  %230 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %229
  %231 = load float, ptr %230, align 4, !invariant.load !3, !alias.scope !164, !noalias !166
  %232 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %228
  %233 = load float, ptr %232, align 4, !invariant.load !3, !alias.scope !162, !noalias !167
  %234 = fadd float %231, %233
  %235 = add nuw nsw i64 %228, %.reass.1
  %236 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %235
  store float %234, ptr %236, align 4, !alias.scope !54, !noalias !55
  %237 = or disjoint i64 %183, 6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !168)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !170)
  %238 = add nuw nsw i64 %237, %152
  %239 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %238
  %240 = load float, ptr %239, align 4, !invariant.load !3, !alias.scope !170, !noalias !172
  %241 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %237
  %242 = load float, ptr %241, align 4, !invariant.load !3, !alias.scope !168, !noalias !173
  %243 = fadd float %240, %242
  %244 = add nuw nsw i64 %237, %.reass.1
  %245 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %244
  store float %243, ptr %245, align 4, !alias.scope !54, !noalias !55
  %246 = or disjoint i64 %183, 7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !174)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !176)
  %247 = add nuw nsw i64 %246, %152
  %248 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %247
  %249 = load float, ptr %248, align 4, !invariant.load !3, !alias.scope !176, !noalias !178
  %250 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %246
  %251 = load float, ptr %250, align 4, !invariant.load !3, !alias.scope !174, !noalias !179
  %252 = fadd float %249, %251
  %253 = add nuw nsw i64 %246, %.reass.1
  %254 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %253
  store float %252, ptr %254, align 4, !alias.scope !54, !noalias !55
  %255 = add nuw nsw i64 %183, 8
  %exitcond.1.not.7 = icmp eq i64 %255, 64
  br i1 %exitcond.1.not.7, label %middle.block50, label %scalar.ph41, !llvm.loop !180

middle.block50:                                   ; preds = %scalar.ph41, %vector.body43
  %256 = add nuw nsw i64 %149, 1
  %exitcond13.1.not = icmp eq i64 %256, 128
  br i1 %exitcond13.1.not, label %257, label %vector.memcheck28

257:                                              ; preds = %middle.block50
  %invariant.op.2 = or disjoint i64 %15, 32768
  %258 = shl nuw nsw i64 %11, 16
  %259 = or disjoint i64 %258, 32768
  %260 = shl nuw nsw i64 %11, 18
  %261 = or disjoint i64 %260, 131072
  %scevgep53 = getelementptr i8, ptr %8, i64 %261
  %262 = getelementptr i8, ptr %8, i64 %260
  %scevgep54 = getelementptr i8, ptr %262, i64 163840
  %scevgep55 = getelementptr i8, ptr %6, i64 %261
  %263 = getelementptr i8, ptr %6, i64 %260
  %scevgep56 = getelementptr i8, ptr %263, i64 196352
  %scevgep57 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound058 = icmp ult ptr %scevgep53, %scevgep56
  %bound159 = icmp ult ptr %scevgep55, %scevgep54
  %found.conflict60 = and i1 %bound058, %bound159
  %bound061 = icmp ult ptr %scevgep53, %scevgep57
  %bound162 = icmp ult ptr %4, %scevgep54
  %found.conflict63 = and i1 %bound061, %bound162
  %conflict.rdx64 = or i1 %found.conflict60, %found.conflict63
  %264 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %265 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %266 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %267 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %268 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %269 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %270 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck52

vector.memcheck52:                                ; preds = %middle.block74, %257
  %271 = phi i64 [ 0, %257 ], [ %378, %middle.block74 ]
  %272 = shl nuw nsw i64 %271, 6
  %.reass.2 = add nuw nsw i64 %272, %invariant.op.2
  %273 = shl nuw nsw i64 %271, 7
  %274 = add nuw nsw i64 %273, %259
  br i1 %conflict.rdx64, label %scalar.ph65, label %vector.body67

vector.body67:                                    ; preds = %vector.memcheck52
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183)
  %275 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 32
  %wide.load69 = load <8 x float>, ptr %275, align 4, !invariant.load !3, !alias.scope !185, !noalias !188
  %wide.load70 = load <8 x float>, ptr %276, align 4, !invariant.load !3, !alias.scope !185, !noalias !188
  %wide.load71 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !189, !noalias !191
  %wide.load72 = load <8 x float>, ptr %264, align 4, !invariant.load !3, !alias.scope !189, !noalias !191
  %277 = fadd <8 x float> %wide.load69, %wide.load71
  %278 = fadd <8 x float> %wide.load70, %wide.load72
  %279 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass.2
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 32
  store <8 x float> %277, ptr %279, align 4, !alias.scope !192, !noalias !194
  store <8 x float> %278, ptr %280, align 4, !alias.scope !192, !noalias !194
  tail call void @llvm.experimental.noalias.scope.decl(metadata !195)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !197)
  %281 = or disjoint i64 %274, 16
  %282 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %281
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 32
  %wide.load69.1 = load <8 x float>, ptr %282, align 4, !invariant.load !3, !alias.scope !199, !noalias !200
  %wide.load70.1 = load <8 x float>, ptr %283, align 4, !invariant.load !3, !alias.scope !199, !noalias !200
  %wide.load71.1 = load <8 x float>, ptr %265, align 4, !invariant.load !3, !alias.scope !201, !noalias !202
  %wide.load72.1 = load <8 x float>, ptr %266, align 4, !invariant.load !3, !alias.scope !201, !noalias !202
  %284 = fadd <8 x float> %wide.load69.1, %wide.load71.1
  %285 = fadd <8 x float> %wide.load70.1, %wide.load72.1
  %286 = or disjoint i64 %.reass.2, 16
  %287 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %286
  %288 = getelementptr inbounds nuw i8, ptr %287, i64 32
  store <8 x float> %284, ptr %287, align 4, !alias.scope !192, !noalias !194
  store <8 x float> %285, ptr %288, align 4, !alias.scope !192, !noalias !194
  tail call void @llvm.experimental.noalias.scope.decl(metadata !203)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !205)
  %289 = or disjoint i64 %274, 32
  %290 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %289
  %291 = getelementptr inbounds nuw i8, ptr %290, i64 32
  %wide.load69.2 = load <8 x float>, ptr %290, align 4, !invariant.load !3, !alias.scope !207, !noalias !208
  %wide.load70.2 = load <8 x float>, ptr %291, align 4, !invariant.load !3, !alias.scope !207, !noalias !208
  %wide.load71.2 = load <8 x float>, ptr %267, align 4, !invariant.load !3, !alias.scope !209, !noalias !210
  %wide.load72.2 = load <8 x float>, ptr %268, align 4, !invariant.load !3, !alias.scope !209, !noalias !210
  %292 = fadd <8 x float> %wide.load69.2, %wide.load71.2
  %293 = fadd <8 x float> %wide.load70.2, %wide.load72.2
  %294 = or disjoint i64 %.reass.2, 32
  %295 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %294
  %296 = getelementptr inbounds nuw i8, ptr %295, i64 32
  store <8 x float> %292, ptr %295, align 4, !alias.scope !192, !noalias !194
  store <8 x float> %293, ptr %296, align 4, !alias.scope !192, !noalias !194
  tail call void @llvm.experimental.noalias.scope.decl(metadata !211)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !213)
  %297 = or disjoint i64 %274, 48
  %298 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 32
  %wide.load69.3 = load <8 x float>, ptr %298, align 4, !invariant.load !3, !alias.scope !215, !noalias !216
  %wide.load70.3 = load <8 x float>, ptr %299, align 4, !invariant.load !3, !alias.scope !215, !noalias !216
  %wide.load71.3 = load <8 x float>, ptr %269, align 4, !invariant.load !3, !alias.scope !217, !noalias !218
  %wide.load72.3 = load <8 x float>, ptr %270, align 4, !invariant.load !3, !alias.scope !217, !noalias !218
  %300 = fadd <8 x float> %wide.load69.3, %wide.load71.3
  %301 = fadd <8 x float> %wide.load70.3, %wide.load72.3
  %302 = or disjoint i64 %.reass.2, 48
  %303 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %302
  %304 = getelementptr inbounds nuw i8, ptr %303, i64 32
  store <8 x float> %300, ptr %303, align 4, !alias.scope !192, !noalias !194
  store <8 x float> %301, ptr %304, align 4, !alias.scope !192, !noalias !194
  br label %middle.block74

scalar.ph65:                                      ; preds = %vector.memcheck52, %scalar.ph65
  %305 = phi i64 [ %377, %scalar.ph65 ], [ 0, %vector.memcheck52 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183)
  %306 = add nuw nsw i64 %305, %274
  %307 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %306
  %308 = load float, ptr %307, align 4, !invariant.load !3, !alias.scope !183, !noalias !188
  %309 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %305
  %310 = load float, ptr %309, align 4, !invariant.load !3, !alias.scope !181, !noalias !191
  %311 = fadd float %308, %310
  %312 = add nuw nsw i64 %305, %.reass.2
  %313 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %312
  store float %311, ptr %313, align 4, !alias.scope !54, !noalias !55
  %314 = or disjoint i64 %305, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !219)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !221)
  %315 = add nuw nsw i64 %314, %274
  %316 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %315
  %317 = load float, ptr %316, align 4, !invariant.load !3, !alias.scope !221, !noalias !223
  %318 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %314
  %319 = load float, ptr %318, align 4, !invariant.load !3, !alias.scope !219, !noalias !224
  %320 = fadd float %317, %319
  %321 = add nuw nsw i64 %314, %.reass.2
  %322 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %321
  store float %320, ptr %322, align 4, !alias.scope !54, !noalias !55
  %323 = or disjoint i64 %305, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !225)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !227)
  %324 = add nuw nsw i64 %323, %274
  %325 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %324
  %326 = load float, ptr %325, align 4, !invariant.load !3, !alias.scope !227, !noalias !229
  %327 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %323
  %328 = load float, ptr %327, align 4, !invariant.load !3, !alias.scope !225, !noalias !230
  %329 = fadd float %326, %328
  %330 = add nuw nsw i64 %323, %.reass.2
  %331 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %330
  store float %329, ptr %331, align 4, !alias.scope !54, !noalias !55
  %332 = or disjoint i64 %305, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !231)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !233)
  %333 = add nuw nsw i64 %332, %274
  %334 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %333
  %335 = load float, ptr %334, align 4, !invariant.load !3, !alias.scope !233, !noalias !235
  %336 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %332
  %337 = load float, ptr %336, align 4, !invariant.load !3, !alias.scope !231, !noalias !236
  %338 = fadd float %335, %337
  %339 = add nuw nsw i64 %332, %.reass.2
  %340 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %339
  store float %338, ptr %340, align 4, !alias.scope !54, !noalias !55
  %341 = or disjoint i64 %305, 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !237)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239)
  %342 = add nuw nsw i64 %341, %274
  %343 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %342
  %344 = load float, ptr %343, align 4, !invariant.load !3, !alias.scope !239, !noalias !241
  %345 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %341
  %346 = load float, ptr %345, align 4, !invariant.load !3, !alias.scope !237, !noalias !242
  %347 = fadd float %344, %346
  %348 = add nuw nsw i64 %341, %.reass.2
  %349 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %348
  store float %347, ptr %349, align 4, !alias.scope !54, !noalias !55
  %350 = or disjoint i64 %305, 5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !243)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !245)
  %351 = add nuw nsw i64 %350, %274
  %352 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %351
  %353 = load float, ptr %352, align 4, !invariant.load !3, !alias.scope !245, !noalias !247
  %354 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %350
  %355 = load float, ptr %354, align 4, !invariant.load !3, !alias.scope !243, !noalias !248
  %356 = fadd float %353, %355
  %357 = add nuw nsw i64 %350, %.reass.2
  %358 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %357
  store float %356, ptr %358, align 4, !alias.scope !54, !noalias !55
  %359 = or disjoint i64 %305, 6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !251)
  %360 = add nuw nsw i64 %359, %274
  %361 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %360
  %362 = load float, ptr %361, align 4, !invariant.load !3, !alias.scope !251, !noalias !253
  %363 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %359
  %364 = load float, ptr %363, align 4, !invariant.load !3, !alias.scope !249, !noalias !254
  %365 = fadd float %362, %364
  %366 = add nuw nsw i64 %359, %.reass.2
  %367 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %366
  store float %365, ptr %367, align 4, !alias.scope !54, !noalias !55
  %368 = or disjoint i64 %305, 7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !255)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !257)
  %369 = add nuw nsw i64 %368, %274
  %370 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %369
  %371 = load float, ptr %370, align 4, !invariant.load !3, !alias.scope !257, !noalias !259
  %372 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %368
  %373 = load float, ptr %372, align 4, !invariant.load !3, !alias.scope !255, !noalias !260
  %374 = fadd float %371, %373
  %375 = add nuw nsw i64 %368, %.reass.2
  %376 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %375
  store float %374, ptr %376, align 4, !alias.scope !54, !noalias !55
  %377 = add nuw nsw i64 %305, 8
  %exitcond.2.not.7 = icmp eq i64 %377, 64
  br i1 %exitcond.2.not.7, label %middle.block74, label %scalar.ph65, !llvm.loop !261

middle.block74:                                   ; preds = %scalar.ph65, %vector.body67
  %378 = add nuw nsw i64 %271, 1
  %exitcond13.2.not = icmp eq i64 %378, 128
  br i1 %exitcond13.2.not, label %379, label %vector.memcheck52

379:                                              ; preds = %middle.block74
  %380 = or disjoint i64 %14, 49152
  %invariant.op.3 = or disjoint i64 %15, 49152
  %381 = shl nuw nsw i64 %11, 18
  %382 = or disjoint i64 %381, 196608
  %scevgep77 = getelementptr i8, ptr %8, i64 %382
  %383 = getelementptr i8, ptr %8, i64 %381
  %scevgep78 = getelementptr i8, ptr %383, i64 229376
  %scevgep79 = getelementptr i8, ptr %6, i64 %382
  %384 = getelementptr i8, ptr %6, i64 %381
  %scevgep80 = getelementptr i8, ptr %384, i64 261888
  %scevgep81 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %bound082 = icmp ult ptr %scevgep77, %scevgep80
  %bound183 = icmp ult ptr %scevgep79, %scevgep78
  %found.conflict84 = and i1 %bound082, %bound183
  %bound085 = icmp ult ptr %scevgep77, %scevgep81
  %bound186 = icmp ult ptr %4, %scevgep78
  %found.conflict87 = and i1 %bound085, %bound186
  %conflict.rdx88 = or i1 %found.conflict84, %found.conflict87
  %385 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %386 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %387 = getelementptr inbounds nuw i8, ptr %4, i64 96
  %388 = getelementptr inbounds nuw i8, ptr %4, i64 128
  %389 = getelementptr inbounds nuw i8, ptr %4, i64 160
  %390 = getelementptr inbounds nuw i8, ptr %4, i64 192
  %391 = getelementptr inbounds nuw i8, ptr %4, i64 224
  br label %vector.memcheck76

vector.memcheck76:                                ; preds = %middle.block98, %379
  %392 = phi i64 [ 0, %379 ], [ %499, %middle.block98 ]
  %393 = shl nuw nsw i64 %392, 6
  %.reass.3 = add nuw nsw i64 %393, %invariant.op.3
  %394 = shl nuw nsw i64 %392, 7
  %395 = add nuw nsw i64 %394, %380
  br i1 %conflict.rdx88, label %scalar.ph89, label %vector.body91

vector.body91:                                    ; preds = %vector.memcheck76
  tail call void @llvm.experimental.noalias.scope.decl(metadata !262)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  %396 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %395
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 32
  %wide.load93 = load <8 x float>, ptr %396, align 4, !invariant.load !3, !alias.scope !266, !noalias !269
  %wide.load94 = load <8 x float>, ptr %397, align 4, !invariant.load !3, !alias.scope !266, !noalias !269
  %wide.load95 = load <8 x float>, ptr %4, align 4, !invariant.load !3, !alias.scope !270, !noalias !272
  %wide.load96 = load <8 x float>, ptr %385, align 4, !invariant.load !3, !alias.scope !270, !noalias !272
  %398 = fadd <8 x float> %wide.load93, %wide.load95
  %399 = fadd <8 x float> %wide.load94, %wide.load96
  %400 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass.3
  %401 = getelementptr inbounds nuw i8, ptr %400, i64 32
  store <8 x float> %398, ptr %400, align 4, !alias.scope !273, !noalias !275
  store <8 x float> %399, ptr %401, align 4, !alias.scope !273, !noalias !275
  tail call void @llvm.experimental.noalias.scope.decl(metadata !276)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !278)
  %402 = or disjoint i64 %395, 16
  %403 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %402
  %404 = getelementptr inbounds nuw i8, ptr %403, i64 32
  %wide.load93.1 = load <8 x float>, ptr %403, align 4, !invariant.load !3, !alias.scope !280, !noalias !281
  %wide.load94.1 = load <8 x float>, ptr %404, align 4, !invariant.load !3, !alias.scope !280, !noalias !281
  %wide.load95.1 = load <8 x float>, ptr %386, align 4, !invariant.load !3, !alias.scope !282, !noalias !283
  %wide.load96.1 = load <8 x float>, ptr %387, align 4, !invariant.load !3, !alias.scope !282, !noalias !283
  %405 = fadd <8 x float> %wide.load93.1, %wide.load95.1
  %406 = fadd <8 x float> %wide.load94.1, %wide.load96.1
  %407 = or disjoint i64 %.reass.3, 16
  %408 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %407
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 32
  store <8 x float> %405, ptr %408, align 4, !alias.scope !273, !noalias !275
  store <8 x float> %406, ptr %409, align 4, !alias.scope !273, !noalias !275
  tail call void @llvm.experimental.noalias.scope.decl(metadata !284)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !286)
  %410 = or disjoint i64 %395, 32
  %411 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %410
  %412 = getelementptr inbounds nuw i8, ptr %411, i64 32
  %wide.load93.2 = load <8 x float>, ptr %411, align 4, !invariant.load !3, !alias.scope !288, !noalias !289
  %wide.load94.2 = load <8 x float>, ptr %412, align 4, !invariant.load !3, !alias.scope !288, !noalias !289
  %wide.load95.2 = load <8 x float>, ptr %388, align 4, !invariant.load !3, !alias.scope !290, !noalias !291
  %wide.load96.2 = load <8 x float>, ptr %389, align 4, !invariant.load !3, !alias.scope !290, !noalias !291
  %413 = fadd <8 x float> %wide.load93.2, %wide.load95.2
  %414 = fadd <8 x float> %wide.load94.2, %wide.load96.2
  %415 = or disjoint i64 %.reass.3, 32
  %416 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %415
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 32
  store <8 x float> %413, ptr %416, align 4, !alias.scope !273, !noalias !275
  store <8 x float> %414, ptr %417, align 4, !alias.scope !273, !noalias !275
  tail call void @llvm.experimental.noalias.scope.decl(metadata !292)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !294)
  %418 = or disjoint i64 %395, 48
  %419 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %418
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 32
  %wide.load93.3 = load <8 x float>, ptr %419, align 4, !invariant.load !3, !alias.scope !296, !noalias !297
  %wide.load94.3 = load <8 x float>, ptr %420, align 4, !invariant.load !3, !alias.scope !296, !noalias !297
  %wide.load95.3 = load <8 x float>, ptr %390, align 4, !invariant.load !3, !alias.scope !298, !noalias !299
  %wide.load96.3 = load <8 x float>, ptr %391, align 4, !invariant.load !3, !alias.scope !298, !noalias !299
  %421 = fadd <8 x float> %wide.load93.3, %wide.load95.3
  %422 = fadd <8 x float> %wide.load94.3, %wide.load96.3
  %423 = or disjoint i64 %.reass.3, 48
  %424 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %423
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 32
  store <8 x float> %421, ptr %424, align 4, !alias.scope !273, !noalias !275
  store <8 x float> %422, ptr %425, align 4, !alias.scope !273, !noalias !275
  br label %middle.block98

scalar.ph89:                                      ; preds = %vector.memcheck76, %scalar.ph89
  %426 = phi i64 [ %498, %scalar.ph89 ], [ 0, %vector.memcheck76 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !262)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  %427 = add nuw nsw i64 %426, %395
  %428 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %427
  %429 = load float, ptr %428, align 4, !invariant.load !3, !alias.scope !264, !noalias !269
  %430 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %426
  %431 = load float, ptr %430, align 4, !invariant.load !3, !alias.scope !262, !noalias !272
  %432 = fadd float %429, %431
  %433 = add nuw nsw i64 %426, %.reass.3
  %434 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %433
  store float %432, ptr %434, align 4, !alias.scope !54, !noalias !55
  %435 = or disjoint i64 %426, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !300)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !302)
  %436 = add nuw nsw i64 %435, %395
  %437 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %436
  %438 = load float, ptr %437, align 4, !invariant.load !3, !alias.scope !302, !noalias !304
  %439 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %435
  %440 = load float, ptr %439, align 4, !invariant.load !3, !alias.scope !300, !noalias !305
  %441 = fadd float %438, %440
  %442 = add nuw nsw i64 %435, %.reass.3
  %443 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %442
  store float %441, ptr %443, align 4, !alias.scope !54, !noalias !55
  %444 = or disjoint i64 %426, 2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !306)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !308)
  %445 = add nuw nsw i64 %444, %395
  %446 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %445
  %447 = load float, ptr %446, align 4, !invariant.load !3, !alias.scope !308, !noalias !310
  %448 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %444
  %449 = load float, ptr %448, align 4, !invariant.load !3, !alias.scope !306, !noalias !311
  %450 = fadd float %447, %449
  %451 = add nuw nsw i64 %444, %.reass.3
  %452 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %451
  store float %450, ptr %452, align 4, !alias.scope !54, !noalias !55
  %453 = or disjoint i64 %426, 3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !312)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314)
  %454 = add nuw nsw i64 %453, %395
  %455 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %454
  %456 = load float, ptr %455, align 4, !invariant.load !3, !alias.scope !314, !noalias !316
  %457 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %453
  %458 = load float, ptr %457, align 4, !invariant.load !3, !alias.scope !312, !noalias !317
  %459 = fadd float %456, %458
  %460 = add nuw nsw i64 %453, %.reass.3
  %461 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %460
  store float %459, ptr %461, align 4, !alias.scope !54, !noalias !55
  %462 = or disjoint i64 %426, 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !318)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !320)
  %463 = add nuw nsw i64 %462, %395
  %464 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %463
  %465 = load float, ptr %464, align 4, !invariant.load !3, !alias.scope !320, !noalias !322
  %466 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %462
  %467 = load float, ptr %466, align 4, !invariant.load !3, !alias.scope !318, !noalias !323
  %468 = fadd float %465, %467
  %469 = add nuw nsw i64 %462, %.reass.3
  %470 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %469
  store float %468, ptr %470, align 4, !alias.scope !54, !noalias !55
  %471 = or disjoint i64 %426, 5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !324)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !326)
  %472 = add nuw nsw i64 %471, %395
  %473 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %472
  %474 = load float, ptr %473, align 4, !invariant.load !3, !alias.scope !326, !noalias !328
  %475 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %471
  %476 = load float, ptr %475, align 4, !invariant.load !3, !alias.scope !324, !noalias !329
  %477 = fadd float %474, %476
  %478 = add nuw nsw i64 %471, %.reass.3
  %479 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %478
  store float %477, ptr %479, align 4, !alias.scope !54, !noalias !55
  %480 = or disjoint i64 %426, 6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !330)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !332)
  %481 = add nuw nsw i64 %480, %395
  %482 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %481
  %483 = load float, ptr %482, align 4, !invariant.load !3, !alias.scope !332, !noalias !334
  %484 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %480
  %485 = load float, ptr %484, align 4, !invariant.load !3, !alias.scope !330, !noalias !335
  %486 = fadd float %483, %485
  %487 = add nuw nsw i64 %480, %.reass.3
  %488 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %487
  store float %486, ptr %488, align 4, !alias.scope !54, !noalias !55
  %489 = or disjoint i64 %426, 7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !336)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !338)
  %490 = add nuw nsw i64 %489, %395
  %491 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %490
  %492 = load float, ptr %491, align 4, !invariant.load !3, !alias.scope !338, !noalias !340
  %493 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %489
  %494 = load float, ptr %493, align 4, !invariant.load !3, !alias.scope !336, !noalias !341
  %495 = fadd float %492, %494
  %496 = add nuw nsw i64 %489, %.reass.3
  %497 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %496
  store float %495, ptr %497, align 4, !alias.scope !54, !noalias !55
  %498 = add nuw nsw i64 %426, 8
  %exitcond.3.not.7 = icmp eq i64 %498, 64
  br i1 %exitcond.3.not.7, label %middle.block98, label %scalar.ph89, !llvm.loop !342

middle.block98:                                   ; preds = %scalar.ph89, %vector.body91
  %499 = add nuw nsw i64 %392, 1
  %exitcond13.3.not = icmp eq i64 %499, 128
  br i1 %exitcond13.3.not, label %.preheader, label %vector.memcheck76

.preheader:                                       ; preds = %middle.block98
  %invariant.op12 = or disjoint i64 %15, 8192
  %500 = shl nuw nsw i64 %11, 18
  %501 = getelementptr i8, ptr %8, i64 %500
  %scevgep101 = getelementptr i8, ptr %501, i64 32768
  %502 = or disjoint i64 %500, 65536
  %scevgep102 = getelementptr i8, ptr %8, i64 %502
  %503 = getelementptr i8, ptr %6, i64 %500
  %scevgep103 = getelementptr i8, ptr %503, i64 256
  %scevgep104 = getelementptr i8, ptr %6, i64 %502
  %scevgep105 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep106 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0107 = icmp ult ptr %scevgep101, %scevgep104
  %bound1108 = icmp ult ptr %scevgep103, %scevgep102
  %found.conflict109 = and i1 %bound0107, %bound1108
  %bound0110 = icmp ult ptr %scevgep101, %scevgep106
  %bound1111 = icmp ult ptr %scevgep105, %scevgep102
  %found.conflict112 = and i1 %bound0110, %bound1111
  %conflict.rdx113 = or i1 %found.conflict109, %found.conflict112
  %504 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %505 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %506 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %507 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %508 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %509 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %510 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %511 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck100

vector.memcheck100:                               ; preds = %.preheader, %middle.block121
  %512 = phi i64 [ 0, %.preheader ], [ %628, %middle.block121 ]
  %513 = shl nuw nsw i64 %512, 6
  %514 = shl nuw nsw i64 %512, 7
  %515 = add nuw nsw i64 %514, %16
  %invariant.op7.reass = add nuw nsw i64 %513, %invariant.op12
  br i1 %conflict.rdx113, label %scalar.ph114, label %vector.body116

vector.body116:                                   ; preds = %vector.memcheck100
  tail call void @llvm.experimental.noalias.scope.decl(metadata !343)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !346)
  %516 = or disjoint i64 %515, 64
  %517 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %516
  %wide.load118 = load <8 x float>, ptr %517, align 4, !invariant.load !3, !alias.scope !348, !noalias !351
  %wide.load119 = load <8 x float>, ptr %504, align 4, !invariant.load !3, !alias.scope !354, !noalias !356
  %518 = fadd <8 x float> %wide.load118, %wide.load119
  %519 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %invariant.op7.reass
  store <8 x float> %518, ptr %519, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !360)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !362)
  %520 = or disjoint i64 %515, 72
  %521 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %520
  %wide.load118.1 = load <8 x float>, ptr %521, align 4, !invariant.load !3, !alias.scope !364, !noalias !365
  %wide.load119.1 = load <8 x float>, ptr %505, align 4, !invariant.load !3, !alias.scope !366, !noalias !367
  %522 = fadd <8 x float> %wide.load118.1, %wide.load119.1
  %523 = or disjoint i64 %invariant.op7.reass, 8
  %524 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %523
  store <8 x float> %522, ptr %524, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !368)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !370)
  %525 = or disjoint i64 %515, 80
  %526 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %525
  %wide.load118.2 = load <8 x float>, ptr %526, align 4, !invariant.load !3, !alias.scope !372, !noalias !373
  %wide.load119.2 = load <8 x float>, ptr %506, align 4, !invariant.load !3, !alias.scope !374, !noalias !375
  %527 = fadd <8 x float> %wide.load118.2, %wide.load119.2
  %528 = or disjoint i64 %invariant.op7.reass, 16
  %529 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %528
  store <8 x float> %527, ptr %529, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !376)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !378)
  %530 = or disjoint i64 %515, 88
  %531 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %530
  %wide.load118.3 = load <8 x float>, ptr %531, align 4, !invariant.load !3, !alias.scope !380, !noalias !381
  %wide.load119.3 = load <8 x float>, ptr %507, align 4, !invariant.load !3, !alias.scope !382, !noalias !383
  %532 = fadd <8 x float> %wide.load118.3, %wide.load119.3
  %533 = or disjoint i64 %invariant.op7.reass, 24
  %534 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %533
  store <8 x float> %532, ptr %534, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !384)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !386)
  %535 = or disjoint i64 %515, 96
  %536 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %535
  %wide.load118.4 = load <8 x float>, ptr %536, align 4, !invariant.load !3, !alias.scope !388, !noalias !389
  %wide.load119.4 = load <8 x float>, ptr %508, align 4, !invariant.load !3, !alias.scope !390, !noalias !391
  %537 = fadd <8 x float> %wide.load118.4, %wide.load119.4
  %538 = or disjoint i64 %invariant.op7.reass, 32
  %539 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %538
  store <8 x float> %537, ptr %539, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !392)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !394)
  %540 = or disjoint i64 %515, 104
  %541 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %540
  %wide.load118.5 = load <8 x float>, ptr %541, align 4, !invariant.load !3, !alias.scope !396, !noalias !397
  %wide.load119.5 = load <8 x float>, ptr %509, align 4, !invariant.load !3, !alias.scope !398, !noalias !399
  %542 = fadd <8 x float> %wide.load118.5, %wide.load119.5
  %543 = or disjoint i64 %invariant.op7.reass, 40
  %544 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %543
  store <8 x float> %542, ptr %544, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !400)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !402)
  %545 = or disjoint i64 %515, 112
  %546 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %545
  %wide.load118.6 = load <8 x float>, ptr %546, align 4, !invariant.load !3, !alias.scope !404, !noalias !405
  %wide.load119.6 = load <8 x float>, ptr %510, align 4, !invariant.load !3, !alias.scope !406, !noalias !407
  %547 = fadd <8 x float> %wide.load118.6, %wide.load119.6
  %548 = or disjoint i64 %invariant.op7.reass, 48
  %549 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %548
  store <8 x float> %547, ptr %549, align 4, !alias.scope !357, !noalias !359
  tail call void @llvm.experimental.noalias.scope.decl(metadata !408)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !410)
  %550 = or disjoint i64 %515, 120
  %551 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %550
  %wide.load118.7 = load <8 x float>, ptr %551, align 4, !invariant.load !3, !alias.scope !412, !noalias !413
  %wide.load119.7 = load <8 x float>, ptr %511, align 4, !invariant.load !3, !alias.scope !414, !noalias !415
  %552 = fadd <8 x float> %wide.load118.7, %wide.load119.7
  %553 = or disjoint i64 %invariant.op7.reass, 56
  %554 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %553
  store <8 x float> %552, ptr %554, align 4, !alias.scope !357, !noalias !359
  br label %middle.block121

scalar.ph114:                                     ; preds = %vector.memcheck100, %scalar.ph114
  %555 = phi i64 [ %627, %scalar.ph114 ], [ 0, %vector.memcheck100 ]
  %556 = or disjoint i64 %555, 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !343)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !346)
  %557 = add nuw nsw i64 %556, %515
  %558 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %557
  %559 = load float, ptr %558, align 4, !invariant.load !3, !alias.scope !346, !noalias !351
  %560 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %556
  %561 = load float, ptr %560, align 4, !invariant.load !3, !alias.scope !343, !noalias !356
  %562 = fadd float %559, %561
  %.reass8 = add nuw nsw i64 %555, %invariant.op7.reass
  %563 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8
  store float %562, ptr %563, align 4, !alias.scope !6, !noalias !55
  %564 = or disjoint i64 %555, 1
  %565 = or i64 %555, 65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !416)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !418)
  %566 = add nuw nsw i64 %565, %515
  %567 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %566
  %568 = load float, ptr %567, align 4, !invariant.load !3, !alias.scope !418, !noalias !420
  %569 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %565
  %570 = load float, ptr %569, align 4, !invariant.load !3, !alias.scope !416, !noalias !421
  %571 = fadd float %568, %570
  %.reass8.1207 = add nuw nsw i64 %564, %invariant.op7.reass
  %572 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1207
  store float %571, ptr %572, align 4, !alias.scope !6, !noalias !55
  %573 = or disjoint i64 %555, 2
  %574 = or i64 %555, 66
  tail call void @llvm.experimental.noalias.scope.decl(metadata !422)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !424)
  %575 = add nuw nsw i64 %574, %515
  %576 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %575
  %577 = load float, ptr %576, align 4, !invariant.load !3, !alias.scope !424, !noalias !426
  %578 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %574
  %579 = load float, ptr %578, align 4, !invariant.load !3, !alias.scope !422, !noalias !427
  %580 = fadd float %577, %579
  %.reass8.2208 = add nuw nsw i64 %573, %invariant.op7.reass
  %581 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2208
  store float %580, ptr %581, align 4, !alias.scope !6, !noalias !55
  %582 = or disjoint i64 %555, 3
  %583 = or i64 %555, 67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !428)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !430)
  %584 = add nuw nsw i64 %583, %515
  %585 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %584
  %586 = load float, ptr %585, align 4, !invariant.load !3, !alias.scope !430, !noalias !432
  %587 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %583
  %588 = load float, ptr %587, align 4, !invariant.load !3, !alias.scope !428, !noalias !433
  %589 = fadd float %586, %588
  %.reass8.3209 = add nuw nsw i64 %582, %invariant.op7.reass
  %590 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3209
  store float %589, ptr %590, align 4, !alias.scope !6, !noalias !55
  %591 = or disjoint i64 %555, 4
  %592 = or i64 %555, 68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !434)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !436)
  %593 = add nuw nsw i64 %592, %515
  %594 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %593
  %595 = load float, ptr %594, align 4, !invariant.load !3, !alias.scope !436, !noalias !438
  %596 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %592
  %597 = load float, ptr %596, align 4, !invariant.load !3, !alias.scope !434, !noalias !439
  %598 = fadd float %595, %597
  %.reass8.4 = add nuw nsw i64 %591, %invariant.op7.reass
  %599 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.4
  store float %598, ptr %599, align 4, !alias.scope !6, !noalias !55
  %600 = or disjoint i64 %555, 5
  %601 = or i64 %555, 69
  tail call void @llvm.experimental.noalias.scope.decl(metadata !440)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !442)
  %602 = add nuw nsw i64 %601, %515
  %603 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %602
  %604 = load float, ptr %603, align 4, !invariant.load !3, !alias.scope !442, !noalias !444
  %605 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %601
  %606 = load float, ptr %605, align 4, !invariant.load !3, !alias.scope !440, !noalias !445
  %607 = fadd float %604, %606
  %.reass8.5 = add nuw nsw i64 %600, %invariant.op7.reass
  %608 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.5
  store float %607, ptr %608, align 4, !alias.scope !6, !noalias !55
  %609 = or disjoint i64 %555, 6
  %610 = or i64 %555, 70
  tail call void @llvm.experimental.noalias.scope.decl(metadata !446)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !448)
  %611 = add nuw nsw i64 %610, %515
  %612 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %611
  %613 = load float, ptr %612, align 4, !invariant.load !3, !alias.scope !448, !noalias !450
  %614 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %610
  %615 = load float, ptr %614, align 4, !invariant.load !3, !alias.scope !446, !noalias !451
  %616 = fadd float %613, %615
  %.reass8.6 = add nuw nsw i64 %609, %invariant.op7.reass
  %617 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.6
  store float %616, ptr %617, align 4, !alias.scope !6, !noalias !55
  %618 = or disjoint i64 %555, 7
  %619 = or i64 %555, 71
  tail call void @llvm.experimental.noalias.scope.decl(metadata !452)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !454)
  %620 = add nuw nsw i64 %619, %515
  %621 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %620
  %622 = load float, ptr %621, align 4, !invariant.load !3, !alias.scope !454, !noalias !456
  %623 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %619
  %624 = load float, ptr %623, align 4, !invariant.load !3, !alias.scope !452, !noalias !457
  %625 = fadd float %622, %624
  %.reass8.7 = add nuw nsw i64 %618, %invariant.op7.reass
  %626 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.7
  store float %625, ptr %626, align 4, !alias.scope !6, !noalias !55
  %627 = add nuw nsw i64 %555, 8
  %exitcond15.not.7 = icmp eq i64 %627, 64
  br i1 %exitcond15.not.7, label %middle.block121, label %scalar.ph114, !llvm.loop !458

middle.block121:                                  ; preds = %scalar.ph114, %vector.body116
  %628 = add nuw nsw i64 %512, 1
  %exitcond16.not = icmp eq i64 %628, 128
  br i1 %exitcond16.not, label %629, label %vector.memcheck100

629:                                              ; preds = %middle.block121
  %invariant.op11.reass.1 = or disjoint i64 %15, 24576
  %630 = shl nuw nsw i64 %11, 18
  %631 = getelementptr i8, ptr %8, i64 %630
  %scevgep124 = getelementptr i8, ptr %631, i64 98304
  %632 = or disjoint i64 %630, 131072
  %scevgep125 = getelementptr i8, ptr %8, i64 %632
  %633 = getelementptr i8, ptr %6, i64 %630
  %scevgep126 = getelementptr i8, ptr %633, i64 65792
  %scevgep127 = getelementptr i8, ptr %6, i64 %632
  %scevgep128 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep129 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0130 = icmp ult ptr %scevgep124, %scevgep127
  %bound1131 = icmp ult ptr %scevgep126, %scevgep125
  %found.conflict132 = and i1 %bound0130, %bound1131
  %bound0133 = icmp ult ptr %scevgep124, %scevgep129
  %bound1134 = icmp ult ptr %scevgep128, %scevgep125
  %found.conflict135 = and i1 %bound0133, %bound1134
  %conflict.rdx136 = or i1 %found.conflict132, %found.conflict135
  %634 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %635 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %636 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %637 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %638 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %639 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %640 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %641 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck123

vector.memcheck123:                               ; preds = %middle.block144, %629
  %642 = phi i64 [ 0, %629 ], [ %758, %middle.block144 ]
  %643 = shl nuw nsw i64 %642, 6
  %644 = shl nuw nsw i64 %642, 7
  %645 = add nuw nsw i64 %644, %137
  %invariant.op7.reass.1 = add nuw nsw i64 %643, %invariant.op11.reass.1
  br i1 %conflict.rdx136, label %scalar.ph137, label %vector.body139

vector.body139:                                   ; preds = %vector.memcheck123
  tail call void @llvm.experimental.noalias.scope.decl(metadata !459)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !461)
  %646 = or disjoint i64 %645, 64
  %647 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %646
  %wide.load141 = load <8 x float>, ptr %647, align 4, !invariant.load !3, !alias.scope !463, !noalias !466
  %wide.load142 = load <8 x float>, ptr %634, align 4, !invariant.load !3, !alias.scope !467, !noalias !469
  %648 = fadd <8 x float> %wide.load141, %wide.load142
  %649 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %invariant.op7.reass.1
  store <8 x float> %648, ptr %649, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !473)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !475)
  %650 = or disjoint i64 %645, 72
  %651 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %650
  %wide.load141.1 = load <8 x float>, ptr %651, align 4, !invariant.load !3, !alias.scope !477, !noalias !478
  %wide.load142.1 = load <8 x float>, ptr %635, align 4, !invariant.load !3, !alias.scope !479, !noalias !480
  %652 = fadd <8 x float> %wide.load141.1, %wide.load142.1
  %653 = or disjoint i64 %invariant.op7.reass.1, 8
  %654 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %653
  store <8 x float> %652, ptr %654, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !481)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !483)
  %655 = or disjoint i64 %645, 80
  %656 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %655
  %wide.load141.2 = load <8 x float>, ptr %656, align 4, !invariant.load !3, !alias.scope !485, !noalias !486
  %wide.load142.2 = load <8 x float>, ptr %636, align 4, !invariant.load !3, !alias.scope !487, !noalias !488
  %657 = fadd <8 x float> %wide.load141.2, %wide.load142.2
  %658 = or disjoint i64 %invariant.op7.reass.1, 16
  %659 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %658
  store <8 x float> %657, ptr %659, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !489)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !491)
  %660 = or disjoint i64 %645, 88
  %661 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %660
  %wide.load141.3 = load <8 x float>, ptr %661, align 4, !invariant.load !3, !alias.scope !493, !noalias !494
  %wide.load142.3 = load <8 x float>, ptr %637, align 4, !invariant.load !3, !alias.scope !495, !noalias !496
  %662 = fadd <8 x float> %wide.load141.3, %wide.load142.3
  %663 = or disjoint i64 %invariant.op7.reass.1, 24
  %664 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %663
  store <8 x float> %662, ptr %664, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !497)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !499)
  %665 = or disjoint i64 %645, 96
  %666 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %665
  %wide.load141.4 = load <8 x float>, ptr %666, align 4, !invariant.load !3, !alias.scope !501, !noalias !502
  %wide.load142.4 = load <8 x float>, ptr %638, align 4, !invariant.load !3, !alias.scope !503, !noalias !504
  %667 = fadd <8 x float> %wide.load141.4, %wide.load142.4
  %668 = or disjoint i64 %invariant.op7.reass.1, 32
  %669 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %668
  store <8 x float> %667, ptr %669, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !505)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !507)
  %670 = or disjoint i64 %645, 104
  %671 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %670
  %wide.load141.5 = load <8 x float>, ptr %671, align 4, !invariant.load !3, !alias.scope !509, !noalias !510
  %wide.load142.5 = load <8 x float>, ptr %639, align 4, !invariant.load !3, !alias.scope !511, !noalias !512
  %672 = fadd <8 x float> %wide.load141.5, %wide.load142.5
  %673 = or disjoint i64 %invariant.op7.reass.1, 40
  %674 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %673
  store <8 x float> %672, ptr %674, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !513)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !515)
  %675 = or disjoint i64 %645, 112
  %676 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %675
  %wide.load141.6 = load <8 x float>, ptr %676, align 4, !invariant.load !3, !alias.scope !517, !noalias !518
  %wide.load142.6 = load <8 x float>, ptr %640, align 4, !invariant.load !3, !alias.scope !519, !noalias !520
  %677 = fadd <8 x float> %wide.load141.6, %wide.load142.6
  %678 = or disjoint i64 %invariant.op7.reass.1, 48
  %679 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %678
  store <8 x float> %677, ptr %679, align 4, !alias.scope !470, !noalias !472
  tail call void @llvm.experimental.noalias.scope.decl(metadata !521)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !523)
  %680 = or disjoint i64 %645, 120
  %681 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %680
  %wide.load141.7 = load <8 x float>, ptr %681, align 4, !invariant.load !3, !alias.scope !525, !noalias !526
  %wide.load142.7 = load <8 x float>, ptr %641, align 4, !invariant.load !3, !alias.scope !527, !noalias !528
  %682 = fadd <8 x float> %wide.load141.7, %wide.load142.7
  %683 = or disjoint i64 %invariant.op7.reass.1, 56
  %684 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %683
  store <8 x float> %682, ptr %684, align 4, !alias.scope !470, !noalias !472
  br label %middle.block144

scalar.ph137:                                     ; preds = %vector.memcheck123, %scalar.ph137
  %685 = phi i64 [ %757, %scalar.ph137 ], [ 0, %vector.memcheck123 ]
  %686 = or disjoint i64 %685, 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !459)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !461)
  %687 = add nuw nsw i64 %686, %645
  %688 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %687
  %689 = load float, ptr %688, align 4, !invariant.load !3, !alias.scope !461, !noalias !466
  %690 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %686
  %691 = load float, ptr %690, align 4, !invariant.load !3, !alias.scope !459, !noalias !469
  %692 = fadd float %689, %691
  %.reass8.1 = add nuw nsw i64 %685, %invariant.op7.reass.1
  %693 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1
  store float %692, ptr %693, align 4, !alias.scope !6, !noalias !55
  %694 = or disjoint i64 %685, 1
  %695 = or i64 %685, 65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !529)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !531)
  %696 = add nuw nsw i64 %695, %645
  %697 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %696
  %698 = load float, ptr %697, align 4, !invariant.load !3, !alias.scope !531, !noalias !533
  %699 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %695
  %700 = load float, ptr %699, align 4, !invariant.load !3, !alias.scope !529, !noalias !534
  %701 = fadd float %698, %700
  %.reass8.1.1 = add nuw nsw i64 %694, %invariant.op7.reass.1
  %702 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.1
  store float %701, ptr %702, align 4, !alias.scope !6, !noalias !55
  %703 = or disjoint i64 %685, 2
  %704 = or i64 %685, 66
  tail call void @llvm.experimental.noalias.scope.decl(metadata !535)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !537)
  %705 = add nuw nsw i64 %704, %645
  %706 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %705
  %707 = load float, ptr %706, align 4, !invariant.load !3, !alias.scope !537, !noalias !539
  %708 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %704
  %709 = load float, ptr %708, align 4, !invariant.load !3, !alias.scope !535, !noalias !540
  %710 = fadd float %707, %709
  %.reass8.1.2 = add nuw nsw i64 %703, %invariant.op7.reass.1
  %711 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.2
  store float %710, ptr %711, align 4, !alias.scope !6, !noalias !55
  %712 = or disjoint i64 %685, 3
  %713 = or i64 %685, 67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !541)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !543)
  %714 = add nuw nsw i64 %713, %645
  %715 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %714
  %716 = load float, ptr %715, align 4, !invariant.load !3, !alias.scope !543, !noalias !545
  %717 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %713
  %718 = load float, ptr %717, align 4, !invariant.load !3, !alias.scope !541, !noalias !546
  %719 = fadd float %716, %718
  %.reass8.1.3 = add nuw nsw i64 %712, %invariant.op7.reass.1
  %720 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.3
  store float %719, ptr %720, align 4, !alias.scope !6, !noalias !55
  %721 = or disjoint i64 %685, 4
  %722 = or i64 %685, 68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !547)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !549)
  %723 = add nuw nsw i64 %722, %645
  %724 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %723
  %725 = load float, ptr %724, align 4, !invariant.load !3, !alias.scope !549, !noalias !551
  %726 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %722
  %727 = load float, ptr %726, align 4, !invariant.load !3, !alias.scope !547, !noalias !552
  %728 = fadd float %725, %727
  %.reass8.1.4 = add nuw nsw i64 %721, %invariant.op7.reass.1
  %729 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.4
  store float %728, ptr %729, align 4, !alias.scope !6, !noalias !55
  %730 = or disjoint i64 %685, 5
  %731 = or i64 %685, 69
  tail call void @llvm.experimental.noalias.scope.decl(metadata !553)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !555)
  %732 = add nuw nsw i64 %731, %645
  %733 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %732
  %734 = load float, ptr %733, align 4, !invariant.load !3, !alias.scope !555, !noalias !557
  %735 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %731
  %736 = load float, ptr %735, align 4, !invariant.load !3, !alias.scope !553, !noalias !558
  %737 = fadd float %734, %736
  %.reass8.1.5 = add nuw nsw i64 %730, %invariant.op7.reass.1
  %738 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.5
  store float %737, ptr %738, align 4, !alias.scope !6, !noalias !55
  %739 = or disjoint i64 %685, 6
  %740 = or i64 %685, 70
  tail call void @llvm.experimental.noalias.scope.decl(metadata !559)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !561)
  %741 = add nuw nsw i64 %740, %645
  %742 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %741
  %743 = load float, ptr %742, align 4, !invariant.load !3, !alias.scope !561, !noalias !563
  %744 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %740
  %745 = load float, ptr %744, align 4, !invariant.load !3, !alias.scope !559, !noalias !564
  %746 = fadd float %743, %745
  %.reass8.1.6 = add nuw nsw i64 %739, %invariant.op7.reass.1
  %747 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.6
  store float %746, ptr %747, align 4, !alias.scope !6, !noalias !55
  %748 = or disjoint i64 %685, 7
  %749 = or i64 %685, 71
  tail call void @llvm.experimental.noalias.scope.decl(metadata !565)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !567)
  %750 = add nuw nsw i64 %749, %645
  %751 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %750
  %752 = load float, ptr %751, align 4, !invariant.load !3, !alias.scope !567, !noalias !569
  %753 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %749
  %754 = load float, ptr %753, align 4, !invariant.load !3, !alias.scope !565, !noalias !570
  %755 = fadd float %752, %754
  %.reass8.1.7 = add nuw nsw i64 %748, %invariant.op7.reass.1
  %756 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.1.7
  store float %755, ptr %756, align 4, !alias.scope !6, !noalias !55
  %757 = add nuw nsw i64 %685, 8
  %exitcond15.1.not.7 = icmp eq i64 %757, 64
  br i1 %exitcond15.1.not.7, label %middle.block144, label %scalar.ph137, !llvm.loop !571

middle.block144:                                  ; preds = %scalar.ph137, %vector.body139
  %758 = add nuw nsw i64 %642, 1
  %exitcond16.1.not = icmp eq i64 %758, 128
  br i1 %exitcond16.1.not, label %759, label %vector.memcheck123

759:                                              ; preds = %middle.block144
  %invariant.op11.reass.2 = or disjoint i64 %15, 40960
  %760 = shl nuw nsw i64 %11, 18
  %761 = getelementptr i8, ptr %8, i64 %760
  %scevgep147 = getelementptr i8, ptr %761, i64 163840
  %762 = or disjoint i64 %760, 196608
  %scevgep148 = getelementptr i8, ptr %8, i64 %762
  %763 = getelementptr i8, ptr %6, i64 %760
  %scevgep149 = getelementptr i8, ptr %763, i64 131328
  %scevgep150 = getelementptr i8, ptr %6, i64 %762
  %scevgep151 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep152 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0153 = icmp ult ptr %scevgep147, %scevgep150
  %bound1154 = icmp ult ptr %scevgep149, %scevgep148
  %found.conflict155 = and i1 %bound0153, %bound1154
  %bound0156 = icmp ult ptr %scevgep147, %scevgep152
  %bound1157 = icmp ult ptr %scevgep151, %scevgep148
  %found.conflict158 = and i1 %bound0156, %bound1157
  %conflict.rdx159 = or i1 %found.conflict155, %found.conflict158
  %764 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %765 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %766 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %767 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %768 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %769 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %770 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %771 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck146

vector.memcheck146:                               ; preds = %middle.block167, %759
  %772 = phi i64 [ 0, %759 ], [ %888, %middle.block167 ]
  %773 = shl nuw nsw i64 %772, 6
  %774 = shl nuw nsw i64 %772, 7
  %775 = add nuw nsw i64 %774, %259
  %invariant.op7.reass.2 = add nuw nsw i64 %773, %invariant.op11.reass.2
  br i1 %conflict.rdx159, label %scalar.ph160, label %vector.body162

vector.body162:                                   ; preds = %vector.memcheck146
  tail call void @llvm.experimental.noalias.scope.decl(metadata !572)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !574)
  %776 = or disjoint i64 %775, 64
  %777 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %776
  %wide.load164 = load <8 x float>, ptr %777, align 4, !invariant.load !3, !alias.scope !576, !noalias !579
  %wide.load165 = load <8 x float>, ptr %764, align 4, !invariant.load !3, !alias.scope !580, !noalias !582
  %778 = fadd <8 x float> %wide.load164, %wide.load165
  %779 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %invariant.op7.reass.2
  store <8 x float> %778, ptr %779, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !586)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !588)
  %780 = or disjoint i64 %775, 72
  %781 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %780
  %wide.load164.1 = load <8 x float>, ptr %781, align 4, !invariant.load !3, !alias.scope !590, !noalias !591
  %wide.load165.1 = load <8 x float>, ptr %765, align 4, !invariant.load !3, !alias.scope !592, !noalias !593
  %782 = fadd <8 x float> %wide.load164.1, %wide.load165.1
  %783 = or disjoint i64 %invariant.op7.reass.2, 8
  %784 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %783
  store <8 x float> %782, ptr %784, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !594)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !596)
  %785 = or disjoint i64 %775, 80
  %786 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %785
  %wide.load164.2 = load <8 x float>, ptr %786, align 4, !invariant.load !3, !alias.scope !598, !noalias !599
  %wide.load165.2 = load <8 x float>, ptr %766, align 4, !invariant.load !3, !alias.scope !600, !noalias !601
  %787 = fadd <8 x float> %wide.load164.2, %wide.load165.2
  %788 = or disjoint i64 %invariant.op7.reass.2, 16
  %789 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %788
  store <8 x float> %787, ptr %789, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !602)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !604)
  %790 = or disjoint i64 %775, 88
  %791 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %790
  %wide.load164.3 = load <8 x float>, ptr %791, align 4, !invariant.load !3, !alias.scope !606, !noalias !607
  %wide.load165.3 = load <8 x float>, ptr %767, align 4, !invariant.load !3, !alias.scope !608, !noalias !609
  %792 = fadd <8 x float> %wide.load164.3, %wide.load165.3
  %793 = or disjoint i64 %invariant.op7.reass.2, 24
  %794 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %793
  store <8 x float> %792, ptr %794, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !610)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !612)
  %795 = or disjoint i64 %775, 96
  %796 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %795
  %wide.load164.4 = load <8 x float>, ptr %796, align 4, !invariant.load !3, !alias.scope !614, !noalias !615
  %wide.load165.4 = load <8 x float>, ptr %768, align 4, !invariant.load !3, !alias.scope !616, !noalias !617
  %797 = fadd <8 x float> %wide.load164.4, %wide.load165.4
  %798 = or disjoint i64 %invariant.op7.reass.2, 32
  %799 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %798
  store <8 x float> %797, ptr %799, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !618)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !620)
  %800 = or disjoint i64 %775, 104
  %801 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %800
  %wide.load164.5 = load <8 x float>, ptr %801, align 4, !invariant.load !3, !alias.scope !622, !noalias !623
  %wide.load165.5 = load <8 x float>, ptr %769, align 4, !invariant.load !3, !alias.scope !624, !noalias !625
  %802 = fadd <8 x float> %wide.load164.5, %wide.load165.5
  %803 = or disjoint i64 %invariant.op7.reass.2, 40
  %804 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %803
  store <8 x float> %802, ptr %804, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !626)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !628)
  %805 = or disjoint i64 %775, 112
  %806 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %805
  %wide.load164.6 = load <8 x float>, ptr %806, align 4, !invariant.load !3, !alias.scope !630, !noalias !631
  %wide.load165.6 = load <8 x float>, ptr %770, align 4, !invariant.load !3, !alias.scope !632, !noalias !633
  %807 = fadd <8 x float> %wide.load164.6, %wide.load165.6
  %808 = or disjoint i64 %invariant.op7.reass.2, 48
  %809 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %808
  store <8 x float> %807, ptr %809, align 4, !alias.scope !583, !noalias !585
  tail call void @llvm.experimental.noalias.scope.decl(metadata !634)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !636)
  %810 = or disjoint i64 %775, 120
  %811 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %810
  %wide.load164.7 = load <8 x float>, ptr %811, align 4, !invariant.load !3, !alias.scope !638, !noalias !639
  %wide.load165.7 = load <8 x float>, ptr %771, align 4, !invariant.load !3, !alias.scope !640, !noalias !641
  %812 = fadd <8 x float> %wide.load164.7, %wide.load165.7
  %813 = or disjoint i64 %invariant.op7.reass.2, 56
  %814 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %813
  store <8 x float> %812, ptr %814, align 4, !alias.scope !583, !noalias !585
  br label %middle.block167

scalar.ph160:                                     ; preds = %vector.memcheck146, %scalar.ph160
  %815 = phi i64 [ %887, %scalar.ph160 ], [ 0, %vector.memcheck146 ]
  %816 = or disjoint i64 %815, 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !572)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !574)
  %817 = add nuw nsw i64 %816, %775
  %818 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %817
  %819 = load float, ptr %818, align 4, !invariant.load !3, !alias.scope !574, !noalias !579
  %820 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %816
  %821 = load float, ptr %820, align 4, !invariant.load !3, !alias.scope !572, !noalias !582
  %822 = fadd float %819, %821
  %.reass8.2 = add nuw nsw i64 %815, %invariant.op7.reass.2
  %823 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2
  store float %822, ptr %823, align 4, !alias.scope !6, !noalias !55
  %824 = or disjoint i64 %815, 1
  %825 = or i64 %815, 65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !642)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !644)
  %826 = add nuw nsw i64 %825, %775
  %827 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %826
  %828 = load float, ptr %827, align 4, !invariant.load !3, !alias.scope !644, !noalias !646
  %829 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %825
  %830 = load float, ptr %829, align 4, !invariant.load !3, !alias.scope !642, !noalias !647
  %831 = fadd float %828, %830
  %.reass8.2.1 = add nuw nsw i64 %824, %invariant.op7.reass.2
  %832 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.1
  store float %831, ptr %832, align 4, !alias.scope !6, !noalias !55
  %833 = or disjoint i64 %815, 2
  %834 = or i64 %815, 66
  tail call void @llvm.experimental.noalias.scope.decl(metadata !648)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !650)
  %835 = add nuw nsw i64 %834, %775
  %836 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %835
  %837 = load float, ptr %836, align 4, !invariant.load !3, !alias.scope !650, !noalias !652
  %838 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %834
  %839 = load float, ptr %838, align 4, !invariant.load !3, !alias.scope !648, !noalias !653
  %840 = fadd float %837, %839
  %.reass8.2.2 = add nuw nsw i64 %833, %invariant.op7.reass.2
  %841 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.2
  store float %840, ptr %841, align 4, !alias.scope !6, !noalias !55
  %842 = or disjoint i64 %815, 3
  %843 = or i64 %815, 67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !654)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !656)
  %844 = add nuw nsw i64 %843, %775
  %845 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %844
  %846 = load float, ptr %845, align 4, !invariant.load !3, !alias.scope !656, !noalias !658
  %847 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %843
  %848 = load float, ptr %847, align 4, !invariant.load !3, !alias.scope !654, !noalias !659
  %849 = fadd float %846, %848
  %.reass8.2.3 = add nuw nsw i64 %842, %invariant.op7.reass.2
  %850 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.3
  store float %849, ptr %850, align 4, !alias.scope !6, !noalias !55
  %851 = or disjoint i64 %815, 4
  %852 = or i64 %815, 68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !660)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !662)
  %853 = add nuw nsw i64 %852, %775
  %854 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %853
  %855 = load float, ptr %854, align 4, !invariant.load !3, !alias.scope !662, !noalias !664
  %856 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %852
  %857 = load float, ptr %856, align 4, !invariant.load !3, !alias.scope !660, !noalias !665
  %858 = fadd float %855, %857
  %.reass8.2.4 = add nuw nsw i64 %851, %invariant.op7.reass.2
  %859 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.4
  store float %858, ptr %859, align 4, !alias.scope !6, !noalias !55
  %860 = or disjoint i64 %815, 5
  %861 = or i64 %815, 69
  tail call void @llvm.experimental.noalias.scope.decl(metadata !666)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !668)
  %862 = add nuw nsw i64 %861, %775
  %863 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %862
  %864 = load float, ptr %863, align 4, !invariant.load !3, !alias.scope !668, !noalias !670
  %865 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %861
  %866 = load float, ptr %865, align 4, !invariant.load !3, !alias.scope !666, !noalias !671
  %867 = fadd float %864, %866
  %.reass8.2.5 = add nuw nsw i64 %860, %invariant.op7.reass.2
  %868 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.5
  store float %867, ptr %868, align 4, !alias.scope !6, !noalias !55
  %869 = or disjoint i64 %815, 6
  %870 = or i64 %815, 70
  tail call void @llvm.experimental.noalias.scope.decl(metadata !672)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !674)
  %871 = add nuw nsw i64 %870, %775
  %872 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %871
  %873 = load float, ptr %872, align 4, !invariant.load !3, !alias.scope !674, !noalias !676
  %874 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %870
  %875 = load float, ptr %874, align 4, !invariant.load !3, !alias.scope !672, !noalias !677
  %876 = fadd float %873, %875
  %.reass8.2.6 = add nuw nsw i64 %869, %invariant.op7.reass.2
  %877 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.6
  store float %876, ptr %877, align 4, !alias.scope !6, !noalias !55
  %878 = or disjoint i64 %815, 7
  %879 = or i64 %815, 71
  tail call void @llvm.experimental.noalias.scope.decl(metadata !678)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !680)
  %880 = add nuw nsw i64 %879, %775
  %881 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %880
  %882 = load float, ptr %881, align 4, !invariant.load !3, !alias.scope !680, !noalias !682
  %883 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %879
  %884 = load float, ptr %883, align 4, !invariant.load !3, !alias.scope !678, !noalias !683
  %885 = fadd float %882, %884
  %.reass8.2.7 = add nuw nsw i64 %878, %invariant.op7.reass.2
  %886 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.2.7
  store float %885, ptr %886, align 4, !alias.scope !6, !noalias !55
  %887 = add nuw nsw i64 %815, 8
  %exitcond15.2.not.7 = icmp eq i64 %887, 64
  br i1 %exitcond15.2.not.7, label %middle.block167, label %scalar.ph160, !llvm.loop !684

middle.block167:                                  ; preds = %scalar.ph160, %vector.body162
  %888 = add nuw nsw i64 %772, 1
  %exitcond16.2.not = icmp eq i64 %888, 128
  br i1 %exitcond16.2.not, label %889, label %vector.memcheck146

889:                                              ; preds = %middle.block167
  %invariant.op11.reass.3 = or disjoint i64 %15, 57344
  %890 = shl nuw nsw i64 %11, 18
  %891 = getelementptr i8, ptr %8, i64 %890
  %scevgep170 = getelementptr i8, ptr %891, i64 229376
  %892 = add nuw nsw i64 %890, 262144
  %scevgep171 = getelementptr i8, ptr %8, i64 %892
  %893 = getelementptr i8, ptr %6, i64 %890
  %scevgep172 = getelementptr i8, ptr %893, i64 196864
  %scevgep173 = getelementptr i8, ptr %6, i64 %892
  %scevgep174 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %scevgep175 = getelementptr inbounds nuw i8, ptr %4, i64 512
  %bound0176 = icmp ult ptr %scevgep170, %scevgep173
  %bound1177 = icmp ult ptr %scevgep172, %scevgep171
  %found.conflict178 = and i1 %bound0176, %bound1177
  %bound0179 = icmp ult ptr %scevgep170, %scevgep175
  %bound1180 = icmp ult ptr %scevgep174, %scevgep171
  %found.conflict181 = and i1 %bound0179, %bound1180
  %conflict.rdx182 = or i1 %found.conflict178, %found.conflict181
  %894 = getelementptr inbounds nuw i8, ptr %4, i64 256
  %895 = getelementptr inbounds nuw i8, ptr %4, i64 288
  %896 = getelementptr inbounds nuw i8, ptr %4, i64 320
  %897 = getelementptr inbounds nuw i8, ptr %4, i64 352
  %898 = getelementptr inbounds nuw i8, ptr %4, i64 384
  %899 = getelementptr inbounds nuw i8, ptr %4, i64 416
  %900 = getelementptr inbounds nuw i8, ptr %4, i64 448
  %901 = getelementptr inbounds nuw i8, ptr %4, i64 480
  br label %vector.memcheck169

vector.memcheck169:                               ; preds = %middle.block190, %889
  %902 = phi i64 [ 0, %889 ], [ %1018, %middle.block190 ]
  %903 = shl nuw nsw i64 %902, 6
  %904 = shl nuw nsw i64 %902, 7
  %905 = add nuw nsw i64 %904, %380
  %invariant.op7.reass.3 = add nuw nsw i64 %903, %invariant.op11.reass.3
  br i1 %conflict.rdx182, label %scalar.ph183, label %vector.body185

vector.body185:                                   ; preds = %vector.memcheck169
  tail call void @llvm.experimental.noalias.scope.decl(metadata !685)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !687)
  %906 = or disjoint i64 %905, 64
  %907 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %906
  %wide.load187 = load <8 x float>, ptr %907, align 4, !invariant.load !3, !alias.scope !689, !noalias !692
  %wide.load188 = load <8 x float>, ptr %894, align 4, !invariant.load !3, !alias.scope !693, !noalias !695
  %908 = fadd <8 x float> %wide.load187, %wide.load188
  %909 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %invariant.op7.reass.3
  store <8 x float> %908, ptr %909, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !699)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !701)
  %910 = or disjoint i64 %905, 72
  %911 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %910
  %wide.load187.1 = load <8 x float>, ptr %911, align 4, !invariant.load !3, !alias.scope !703, !noalias !704
  %wide.load188.1 = load <8 x float>, ptr %895, align 4, !invariant.load !3, !alias.scope !705, !noalias !706
  %912 = fadd <8 x float> %wide.load187.1, %wide.load188.1
  %913 = or disjoint i64 %invariant.op7.reass.3, 8
  %914 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %913
  store <8 x float> %912, ptr %914, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !707)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !709)
  %915 = or disjoint i64 %905, 80
  %916 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %915
  %wide.load187.2 = load <8 x float>, ptr %916, align 4, !invariant.load !3, !alias.scope !711, !noalias !712
  %wide.load188.2 = load <8 x float>, ptr %896, align 4, !invariant.load !3, !alias.scope !713, !noalias !714
  %917 = fadd <8 x float> %wide.load187.2, %wide.load188.2
  %918 = or disjoint i64 %invariant.op7.reass.3, 16
  %919 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %918
  store <8 x float> %917, ptr %919, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !715)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !717)
  %920 = or disjoint i64 %905, 88
  %921 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %920
  %wide.load187.3 = load <8 x float>, ptr %921, align 4, !invariant.load !3, !alias.scope !719, !noalias !720
  %wide.load188.3 = load <8 x float>, ptr %897, align 4, !invariant.load !3, !alias.scope !721, !noalias !722
  %922 = fadd <8 x float> %wide.load187.3, %wide.load188.3
  %923 = or disjoint i64 %invariant.op7.reass.3, 24
  %924 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %923
  store <8 x float> %922, ptr %924, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !723)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !725)
  %925 = or disjoint i64 %905, 96
  %926 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %925
  %wide.load187.4 = load <8 x float>, ptr %926, align 4, !invariant.load !3, !alias.scope !727, !noalias !728
  %wide.load188.4 = load <8 x float>, ptr %898, align 4, !invariant.load !3, !alias.scope !729, !noalias !730
  %927 = fadd <8 x float> %wide.load187.4, %wide.load188.4
  %928 = or disjoint i64 %invariant.op7.reass.3, 32
  %929 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %928
  store <8 x float> %927, ptr %929, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !731)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !733)
  %930 = or disjoint i64 %905, 104
  %931 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %930
  %wide.load187.5 = load <8 x float>, ptr %931, align 4, !invariant.load !3, !alias.scope !735, !noalias !736
  %wide.load188.5 = load <8 x float>, ptr %899, align 4, !invariant.load !3, !alias.scope !737, !noalias !738
  %932 = fadd <8 x float> %wide.load187.5, %wide.load188.5
  %933 = or disjoint i64 %invariant.op7.reass.3, 40
  %934 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %933
  store <8 x float> %932, ptr %934, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !739)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !741)
  %935 = or disjoint i64 %905, 112
  %936 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %935
  %wide.load187.6 = load <8 x float>, ptr %936, align 4, !invariant.load !3, !alias.scope !743, !noalias !744
  %wide.load188.6 = load <8 x float>, ptr %900, align 4, !invariant.load !3, !alias.scope !745, !noalias !746
  %937 = fadd <8 x float> %wide.load187.6, %wide.load188.6
  %938 = or disjoint i64 %invariant.op7.reass.3, 48
  %939 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %938
  store <8 x float> %937, ptr %939, align 4, !alias.scope !696, !noalias !698
  tail call void @llvm.experimental.noalias.scope.decl(metadata !747)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !749)
  %940 = or disjoint i64 %905, 120
  %941 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %940
  %wide.load187.7 = load <8 x float>, ptr %941, align 4, !invariant.load !3, !alias.scope !751, !noalias !752
  %wide.load188.7 = load <8 x float>, ptr %901, align 4, !invariant.load !3, !alias.scope !753, !noalias !754
  %942 = fadd <8 x float> %wide.load187.7, %wide.load188.7
  %943 = or disjoint i64 %invariant.op7.reass.3, 56
  %944 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %943
  store <8 x float> %942, ptr %944, align 4, !alias.scope !696, !noalias !698
  br label %middle.block190

scalar.ph183:                                     ; preds = %vector.memcheck169, %scalar.ph183
  %945 = phi i64 [ %1017, %scalar.ph183 ], [ 0, %vector.memcheck169 ]
  %946 = or disjoint i64 %945, 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !685)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !687)
  %947 = add nuw nsw i64 %946, %905
  %948 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %947
  %949 = load float, ptr %948, align 4, !invariant.load !3, !alias.scope !687, !noalias !692
  %950 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %946
  %951 = load float, ptr %950, align 4, !invariant.load !3, !alias.scope !685, !noalias !695
  %952 = fadd float %949, %951
  %.reass8.3 = add nuw nsw i64 %945, %invariant.op7.reass.3
  %953 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3
  store float %952, ptr %953, align 4, !alias.scope !6, !noalias !55
  %954 = or disjoint i64 %945, 1
  %955 = or i64 %945, 65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !755)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !757)
  %956 = add nuw nsw i64 %955, %905
  %957 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %956
  %958 = load float, ptr %957, align 4, !invariant.load !3, !alias.scope !757, !noalias !759
  %959 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %955
  %960 = load float, ptr %959, align 4, !invariant.load !3, !alias.scope !755, !noalias !760
  %961 = fadd float %958, %960
  %.reass8.3.1 = add nuw nsw i64 %954, %invariant.op7.reass.3
  %962 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.1
  store float %961, ptr %962, align 4, !alias.scope !6, !noalias !55
  %963 = or disjoint i64 %945, 2
  %964 = or i64 %945, 66
  tail call void @llvm.experimental.noalias.scope.decl(metadata !761)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !763)
  %965 = add nuw nsw i64 %964, %905
  %966 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %965
  %967 = load float, ptr %966, align 4, !invariant.load !3, !alias.scope !763, !noalias !765
  %968 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %964
  %969 = load float, ptr %968, align 4, !invariant.load !3, !alias.scope !761, !noalias !766
  %970 = fadd float %967, %969
  %.reass8.3.2 = add nuw nsw i64 %963, %invariant.op7.reass.3
  %971 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.2
  store float %970, ptr %971, align 4, !alias.scope !6, !noalias !55
  %972 = or disjoint i64 %945, 3
  %973 = or i64 %945, 67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !767)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !769)
  %974 = add nuw nsw i64 %973, %905
  %975 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %974
  %976 = load float, ptr %975, align 4, !invariant.load !3, !alias.scope !769, !noalias !771
  %977 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %973
  %978 = load float, ptr %977, align 4, !invariant.load !3, !alias.scope !767, !noalias !772
  %979 = fadd float %976, %978
  %.reass8.3.3 = add nuw nsw i64 %972, %invariant.op7.reass.3
  %980 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.3
  store float %979, ptr %980, align 4, !alias.scope !6, !noalias !55
  %981 = or disjoint i64 %945, 4
  %982 = or i64 %945, 68
  tail call void @llvm.experimental.noalias.scope.decl(metadata !773)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !775)
  %983 = add nuw nsw i64 %982, %905
  %984 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %983
  %985 = load float, ptr %984, align 4, !invariant.load !3, !alias.scope !775, !noalias !777
  %986 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %982
  %987 = load float, ptr %986, align 4, !invariant.load !3, !alias.scope !773, !noalias !778
  %988 = fadd float %985, %987
  %.reass8.3.4 = add nuw nsw i64 %981, %invariant.op7.reass.3
  %989 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.4
  store float %988, ptr %989, align 4, !alias.scope !6, !noalias !55
  %990 = or disjoint i64 %945, 5
  %991 = or i64 %945, 69
  tail call void @llvm.experimental.noalias.scope.decl(metadata !779)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !781)
  %992 = add nuw nsw i64 %991, %905
  %993 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %992
  %994 = load float, ptr %993, align 4, !invariant.load !3, !alias.scope !781, !noalias !783
  %995 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %991
  %996 = load float, ptr %995, align 4, !invariant.load !3, !alias.scope !779, !noalias !784
  %997 = fadd float %994, %996
  %.reass8.3.5 = add nuw nsw i64 %990, %invariant.op7.reass.3
  %998 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.5
  store float %997, ptr %998, align 4, !alias.scope !6, !noalias !55
  %999 = or disjoint i64 %945, 6
  %1000 = or i64 %945, 70
  tail call void @llvm.experimental.noalias.scope.decl(metadata !785)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !787)
  %1001 = add nuw nsw i64 %1000, %905
  %1002 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1001
  %1003 = load float, ptr %1002, align 4, !invariant.load !3, !alias.scope !787, !noalias !789
  %1004 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1000
  %1005 = load float, ptr %1004, align 4, !invariant.load !3, !alias.scope !785, !noalias !790
  %1006 = fadd float %1003, %1005
  %.reass8.3.6 = add nuw nsw i64 %999, %invariant.op7.reass.3
  %1007 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.6
  store float %1006, ptr %1007, align 4, !alias.scope !6, !noalias !55
  %1008 = or disjoint i64 %945, 7
  %1009 = or i64 %945, 71
  tail call void @llvm.experimental.noalias.scope.decl(metadata !791)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !793)
  %1010 = add nuw nsw i64 %1009, %905
  %1011 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %1010
  %1012 = load float, ptr %1011, align 4, !invariant.load !3, !alias.scope !793, !noalias !795
  %1013 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %1009
  %1014 = load float, ptr %1013, align 4, !invariant.load !3, !alias.scope !791, !noalias !796
  %1015 = fadd float %1012, %1014
  %.reass8.3.7 = add nuw nsw i64 %1008, %invariant.op7.reass.3
  %1016 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %.reass8.3.7
  store float %1015, ptr %1016, align 4, !alias.scope !6, !noalias !55
  %1017 = add nuw nsw i64 %945, 8
  %exitcond15.3.not.7 = icmp eq i64 %1017, 64
  br i1 %exitcond15.3.not.7, label %middle.block190, label %scalar.ph183, !llvm.loop !797

middle.block190:                                  ; preds = %scalar.ph183, %vector.body185
  %1018 = add nuw nsw i64 %902, 1
  %exitcond16.3.not = icmp eq i64 %1018, 128
  br i1 %exitcond16.3.not, label %concatenate_bitcast_fusion.2.clone_wrapped.exit, label %vector.memcheck169

concatenate_bitcast_fusion.2.clone_wrapped.exit:  ; preds = %middle.block190, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"concatenate_bitcast_fusion.2.clone_wrapped: argument 2"}
!8 = distinct !{!8, !"concatenate_bitcast_fusion.2.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"fused_computation_26_clone_add_316: argument 0"}
!11 = distinct !{!11, !"fused_computation_26_clone_add_316"}
!12 = !{!13}
!13 = distinct !{!13, !11, !"fused_computation_26_clone_add_316: argument 1"}
!14 = !{!13, !15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18, !10, !7}
!18 = distinct !{!18, !19, !"xla.slice_index=2"}
!19 = distinct !{!19}
!20 = !{!10, !21}
!21 = distinct !{!21, !16}
!22 = !{!18, !13, !7}
!23 = !{!24, !7, !26}
!24 = distinct !{!24, !25, !"xla.slice_index=2"}
!25 = distinct !{!25}
!26 = distinct !{!26, !16}
!27 = !{!28, !29, !15, !21}
!28 = distinct !{!28, !8, !"concatenate_bitcast_fusion.2.clone_wrapped: argument 0"}
!29 = distinct !{!29, !8, !"concatenate_bitcast_fusion.2.clone_wrapped: argument 1"}
!30 = !{!31}
!31 = distinct !{!31, !11, !"fused_computation_26_clone_add_316: argument 0:It1"}
!32 = !{!33}
!33 = distinct !{!33, !11, !"fused_computation_26_clone_add_316: argument 1:It1"}
!34 = !{!33, !15}
!35 = !{!18, !31, !7}
!36 = !{!31, !21}
!37 = !{!18, !33, !7}
!38 = !{!39}
!39 = distinct !{!39, !11, !"fused_computation_26_clone_add_316: argument 0:It2"}
!40 = !{!41}
!41 = distinct !{!41, !11, !"fused_computation_26_clone_add_316: argument 1:It2"}
!42 = !{!41, !15}
!43 = !{!18, !39, !7}
!44 = !{!39, !21}
!45 = !{!18, !41, !7}
!46 = !{!47}
!47 = distinct !{!47, !11, !"fused_computation_26_clone_add_316: argument 0:It3"}
!48 = !{!49}
!49 = distinct !{!49, !11, !"fused_computation_26_clone_add_316: argument 1:It3"}
!50 = !{!49, !15}
!51 = !{!18, !47, !7}
!52 = !{!47, !21}
!53 = !{!18, !49, !7}
!54 = !{!24, !7}
!55 = !{!28, !29}
!56 = !{!57}
!57 = distinct !{!57, !11, !"fused_computation_26_clone_add_316: argument 0:It1"}
!58 = !{!59}
!59 = distinct !{!59, !11, !"fused_computation_26_clone_add_316: argument 1:It1"}
!60 = !{!18, !57, !7}
!61 = !{!18, !59, !7}
!62 = !{!63}
!63 = distinct !{!63, !11, !"fused_computation_26_clone_add_316: argument 0:It2"}
!64 = !{!65}
!65 = distinct !{!65, !11, !"fused_computation_26_clone_add_316: argument 1:It2"}
!66 = !{!18, !63, !7}
!67 = !{!18, !65, !7}
!68 = !{!69}
!69 = distinct !{!69, !11, !"fused_computation_26_clone_add_316: argument 0:It3"}
!70 = !{!71}
!71 = distinct !{!71, !11, !"fused_computation_26_clone_add_316: argument 1:It3"}
!72 = !{!18, !69, !7}
!73 = !{!18, !71, !7}
!74 = !{!75}
!75 = distinct !{!75, !11, !"fused_computation_26_clone_add_316: argument 0:It4"}
!76 = !{!77}
!77 = distinct !{!77, !11, !"fused_computation_26_clone_add_316: argument 1:It4"}
!78 = !{!18, !75, !7}
!79 = !{!18, !77, !7}
!80 = !{!81}
!81 = distinct !{!81, !11, !"fused_computation_26_clone_add_316: argument 0:It5"}
!82 = !{!83}
!83 = distinct !{!83, !11, !"fused_computation_26_clone_add_316: argument 1:It5"}
!84 = !{!18, !81, !7}
!85 = !{!18, !83, !7}
!86 = !{!87}
!87 = distinct !{!87, !11, !"fused_computation_26_clone_add_316: argument 0:It6"}
!88 = !{!89}
!89 = distinct !{!89, !11, !"fused_computation_26_clone_add_316: argument 1:It6"}
!90 = !{!18, !87, !7}
!91 = !{!18, !89, !7}
!92 = !{!93}
!93 = distinct !{!93, !11, !"fused_computation_26_clone_add_316: argument 0:It7"}
!94 = !{!95}
!95 = distinct !{!95, !11, !"fused_computation_26_clone_add_316: argument 1:It7"}
!96 = !{!18, !93, !7}
!97 = !{!18, !95, !7}
!98 = distinct !{!98, !99}
!99 = !{!"llvm.loop.isvectorized", i32 1}
!100 = !{!101}
!101 = distinct !{!101, !11, !"fused_computation_26_clone_add_316: argument 0:It1"}
!102 = !{!103}
!103 = distinct !{!103, !11, !"fused_computation_26_clone_add_316: argument 1:It1"}
!104 = !{!103, !105}
!105 = distinct !{!105, !106}
!106 = distinct !{!106, !"LVerDomain"}
!107 = !{!18, !101, !7}
!108 = !{!101, !109}
!109 = distinct !{!109, !106}
!110 = !{!18, !103, !7}
!111 = !{!24, !7, !112}
!112 = distinct !{!112, !106}
!113 = !{!28, !29, !105, !109}
!114 = !{!115}
!115 = distinct !{!115, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It1"}
!116 = !{!117}
!117 = distinct !{!117, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It1"}
!118 = !{!117, !105}
!119 = !{!18, !115, !7}
!120 = !{!115, !109}
!121 = !{!18, !117, !7}
!122 = !{!123}
!123 = distinct !{!123, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It2"}
!124 = !{!125}
!125 = distinct !{!125, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It2"}
!126 = !{!125, !105}
!127 = !{!18, !123, !7}
!128 = !{!123, !109}
!129 = !{!18, !125, !7}
!130 = !{!131}
!131 = distinct !{!131, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It3"}
!132 = !{!133}
!133 = distinct !{!133, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It3"}
!134 = !{!133, !105}
!135 = !{!18, !131, !7}
!136 = !{!131, !109}
!137 = !{!18, !133, !7}
!138 = !{!139}
!139 = distinct !{!139, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It1"}
!140 = !{!141}
!141 = distinct !{!141, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It1"}
!142 = !{!18, !139, !7}
!143 = !{!18, !141, !7}
!144 = !{!145}
!145 = distinct !{!145, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It2"}
!146 = !{!147}
!147 = distinct !{!147, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It2"}
!148 = !{!18, !145, !7}
!149 = !{!18, !147, !7}
!150 = !{!151}
!151 = distinct !{!151, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It3"}
!152 = !{!153}
!153 = distinct !{!153, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It3"}
!154 = !{!18, !151, !7}
!155 = !{!18, !153, !7}
!156 = !{!157}
!157 = distinct !{!157, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It4"}
!158 = !{!159}
!159 = distinct !{!159, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It4"}
!160 = !{!18, !157, !7}
!161 = !{!18, !159, !7}
!162 = !{!163}
!163 = distinct !{!163, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It5"}
!164 = !{!165}
!165 = distinct !{!165, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It5"}
!166 = !{!18, !163, !7}
!167 = !{!18, !165, !7}
!168 = !{!169}
!169 = distinct !{!169, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It6"}
!170 = !{!171}
!171 = distinct !{!171, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It6"}
!172 = !{!18, !169, !7}
!173 = !{!18, !171, !7}
!174 = !{!175}
!175 = distinct !{!175, !11, !"fused_computation_26_clone_add_316: argument 0:It1:It7"}
!176 = !{!177}
!177 = distinct !{!177, !11, !"fused_computation_26_clone_add_316: argument 1:It1:It7"}
!178 = !{!18, !175, !7}
!179 = !{!18, !177, !7}
!180 = distinct !{!180, !99}
!181 = !{!182}
!182 = distinct !{!182, !11, !"fused_computation_26_clone_add_316: argument 0:It2"}
!183 = !{!184}
!184 = distinct !{!184, !11, !"fused_computation_26_clone_add_316: argument 1:It2"}
!185 = !{!184, !186}
!186 = distinct !{!186, !187}
!187 = distinct !{!187, !"LVerDomain"}
!188 = !{!18, !182, !7}
!189 = !{!182, !190}
!190 = distinct !{!190, !187}
!191 = !{!18, !184, !7}
!192 = !{!24, !7, !193}
!193 = distinct !{!193, !187}
!194 = !{!28, !29, !186, !190}
!195 = !{!196}
!196 = distinct !{!196, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It1"}
!197 = !{!198}
!198 = distinct !{!198, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It1"}
!199 = !{!198, !186}
!200 = !{!18, !196, !7}
!201 = !{!196, !190}
!202 = !{!18, !198, !7}
!203 = !{!204}
!204 = distinct !{!204, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It2"}
!205 = !{!206}
!206 = distinct !{!206, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It2"}
!207 = !{!206, !186}
!208 = !{!18, !204, !7}
!209 = !{!204, !190}
!210 = !{!18, !206, !7}
!211 = !{!212}
!212 = distinct !{!212, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It3"}
!213 = !{!214}
!214 = distinct !{!214, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It3"}
!215 = !{!214, !186}
!216 = !{!18, !212, !7}
!217 = !{!212, !190}
!218 = !{!18, !214, !7}
!219 = !{!220}
!220 = distinct !{!220, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It1"}
!221 = !{!222}
!222 = distinct !{!222, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It1"}
!223 = !{!18, !220, !7}
!224 = !{!18, !222, !7}
!225 = !{!226}
!226 = distinct !{!226, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It2"}
!227 = !{!228}
!228 = distinct !{!228, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It2"}
!229 = !{!18, !226, !7}
!230 = !{!18, !228, !7}
!231 = !{!232}
!232 = distinct !{!232, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It3"}
!233 = !{!234}
!234 = distinct !{!234, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It3"}
!235 = !{!18, !232, !7}
!236 = !{!18, !234, !7}
!237 = !{!238}
!238 = distinct !{!238, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It4"}
!239 = !{!240}
!240 = distinct !{!240, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It4"}
!241 = !{!18, !238, !7}
!242 = !{!18, !240, !7}
!243 = !{!244}
!244 = distinct !{!244, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It5"}
!245 = !{!246}
!246 = distinct !{!246, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It5"}
!247 = !{!18, !244, !7}
!248 = !{!18, !246, !7}
!249 = !{!250}
!250 = distinct !{!250, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It6"}
!251 = !{!252}
!252 = distinct !{!252, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It6"}
!253 = !{!18, !250, !7}
!254 = !{!18, !252, !7}
!255 = !{!256}
!256 = distinct !{!256, !11, !"fused_computation_26_clone_add_316: argument 0:It2:It7"}
!257 = !{!258}
!258 = distinct !{!258, !11, !"fused_computation_26_clone_add_316: argument 1:It2:It7"}
!259 = !{!18, !256, !7}
!260 = !{!18, !258, !7}
!261 = distinct !{!261, !99}
!262 = !{!263}
!263 = distinct !{!263, !11, !"fused_computation_26_clone_add_316: argument 0:It3"}
!264 = !{!265}
!265 = distinct !{!265, !11, !"fused_computation_26_clone_add_316: argument 1:It3"}
!266 = !{!265, !267}
!267 = distinct !{!267, !268}
!268 = distinct !{!268, !"LVerDomain"}
!269 = !{!18, !263, !7}
!270 = !{!263, !271}
!271 = distinct !{!271, !268}
!272 = !{!18, !265, !7}
!273 = !{!24, !7, !274}
!274 = distinct !{!274, !268}
!275 = !{!28, !29, !267, !271}
!276 = !{!277}
!277 = distinct !{!277, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It1"}
!278 = !{!279}
!279 = distinct !{!279, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It1"}
!280 = !{!279, !267}
!281 = !{!18, !277, !7}
!282 = !{!277, !271}
!283 = !{!18, !279, !7}
!284 = !{!285}
!285 = distinct !{!285, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It2"}
!286 = !{!287}
!287 = distinct !{!287, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It2"}
!288 = !{!287, !267}
!289 = !{!18, !285, !7}
!290 = !{!285, !271}
!291 = !{!18, !287, !7}
!292 = !{!293}
!293 = distinct !{!293, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It3"}
!294 = !{!295}
!295 = distinct !{!295, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It3"}
!296 = !{!295, !267}
!297 = !{!18, !293, !7}
!298 = !{!293, !271}
!299 = !{!18, !295, !7}
!300 = !{!301}
!301 = distinct !{!301, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It1"}
!302 = !{!303}
!303 = distinct !{!303, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It1"}
!304 = !{!18, !301, !7}
!305 = !{!18, !303, !7}
!306 = !{!307}
!307 = distinct !{!307, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It2"}
!308 = !{!309}
!309 = distinct !{!309, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It2"}
!310 = !{!18, !307, !7}
!311 = !{!18, !309, !7}
!312 = !{!313}
!313 = distinct !{!313, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It3"}
!314 = !{!315}
!315 = distinct !{!315, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It3"}
!316 = !{!18, !313, !7}
!317 = !{!18, !315, !7}
!318 = !{!319}
!319 = distinct !{!319, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It4"}
!320 = !{!321}
!321 = distinct !{!321, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It4"}
!322 = !{!18, !319, !7}
!323 = !{!18, !321, !7}
!324 = !{!325}
!325 = distinct !{!325, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It5"}
!326 = !{!327}
!327 = distinct !{!327, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It5"}
!328 = !{!18, !325, !7}
!329 = !{!18, !327, !7}
!330 = !{!331}
!331 = distinct !{!331, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It6"}
!332 = !{!333}
!333 = distinct !{!333, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It6"}
!334 = !{!18, !331, !7}
!335 = !{!18, !333, !7}
!336 = !{!337}
!337 = distinct !{!337, !11, !"fused_computation_26_clone_add_316: argument 0:It3:It7"}
!338 = !{!339}
!339 = distinct !{!339, !11, !"fused_computation_26_clone_add_316: argument 1:It3:It7"}
!340 = !{!18, !337, !7}
!341 = !{!18, !339, !7}
!342 = distinct !{!342, !99}
!343 = !{!344}
!344 = distinct !{!344, !345, !"fused_computation_26_clone_add_316: argument 0"}
!345 = distinct !{!345, !"fused_computation_26_clone_add_316"}
!346 = !{!347}
!347 = distinct !{!347, !345, !"fused_computation_26_clone_add_316: argument 1"}
!348 = !{!347, !349}
!349 = distinct !{!349, !350}
!350 = distinct !{!350, !"LVerDomain"}
!351 = !{!352, !344, !7}
!352 = distinct !{!352, !353, !"xla.slice_index=2"}
!353 = distinct !{!353}
!354 = !{!344, !355}
!355 = distinct !{!355, !350}
!356 = !{!352, !347, !7}
!357 = !{!7, !358}
!358 = distinct !{!358, !350}
!359 = !{!28, !29, !349, !355}
!360 = !{!361}
!361 = distinct !{!361, !345, !"fused_computation_26_clone_add_316: argument 0:It1"}
!362 = !{!363}
!363 = distinct !{!363, !345, !"fused_computation_26_clone_add_316: argument 1:It1"}
!364 = !{!363, !349}
!365 = !{!352, !361, !7}
!366 = !{!361, !355}
!367 = !{!352, !363, !7}
!368 = !{!369}
!369 = distinct !{!369, !345, !"fused_computation_26_clone_add_316: argument 0:It2"}
!370 = !{!371}
!371 = distinct !{!371, !345, !"fused_computation_26_clone_add_316: argument 1:It2"}
!372 = !{!371, !349}
!373 = !{!352, !369, !7}
!374 = !{!369, !355}
!375 = !{!352, !371, !7}
!376 = !{!377}
!377 = distinct !{!377, !345, !"fused_computation_26_clone_add_316: argument 0:It3"}
!378 = !{!379}
!379 = distinct !{!379, !345, !"fused_computation_26_clone_add_316: argument 1:It3"}
!380 = !{!379, !349}
!381 = !{!352, !377, !7}
!382 = !{!377, !355}
!383 = !{!352, !379, !7}
!384 = !{!385}
!385 = distinct !{!385, !345, !"fused_computation_26_clone_add_316: argument 0:It4"}
!386 = !{!387}
!387 = distinct !{!387, !345, !"fused_computation_26_clone_add_316: argument 1:It4"}
!388 = !{!387, !349}
!389 = !{!352, !385, !7}
!390 = !{!385, !355}
!391 = !{!352, !387, !7}
!392 = !{!393}
!393 = distinct !{!393, !345, !"fused_computation_26_clone_add_316: argument 0:It5"}
!394 = !{!395}
!395 = distinct !{!395, !345, !"fused_computation_26_clone_add_316: argument 1:It5"}
!396 = !{!395, !349}
!397 = !{!352, !393, !7}
!398 = !{!393, !355}
!399 = !{!352, !395, !7}
!400 = !{!401}
!401 = distinct !{!401, !345, !"fused_computation_26_clone_add_316: argument 0:It6"}
!402 = !{!403}
!403 = distinct !{!403, !345, !"fused_computation_26_clone_add_316: argument 1:It6"}
!404 = !{!403, !349}
!405 = !{!352, !401, !7}
!406 = !{!401, !355}
!407 = !{!352, !403, !7}
!408 = !{!409}
!409 = distinct !{!409, !345, !"fused_computation_26_clone_add_316: argument 0:It7"}
!410 = !{!411}
!411 = distinct !{!411, !345, !"fused_computation_26_clone_add_316: argument 1:It7"}
!412 = !{!411, !349}
!413 = !{!352, !409, !7}
!414 = !{!409, !355}
!415 = !{!352, !411, !7}
!416 = !{!417}
!417 = distinct !{!417, !345, !"fused_computation_26_clone_add_316: argument 0:It1"}
!418 = !{!419}
!419 = distinct !{!419, !345, !"fused_computation_26_clone_add_316: argument 1:It1"}
!420 = !{!352, !417, !7}
!421 = !{!352, !419, !7}
!422 = !{!423}
!423 = distinct !{!423, !345, !"fused_computation_26_clone_add_316: argument 0:It2"}
!424 = !{!425}
!425 = distinct !{!425, !345, !"fused_computation_26_clone_add_316: argument 1:It2"}
!426 = !{!352, !423, !7}
!427 = !{!352, !425, !7}
!428 = !{!429}
!429 = distinct !{!429, !345, !"fused_computation_26_clone_add_316: argument 0:It3"}
!430 = !{!431}
!431 = distinct !{!431, !345, !"fused_computation_26_clone_add_316: argument 1:It3"}
!432 = !{!352, !429, !7}
!433 = !{!352, !431, !7}
!434 = !{!435}
!435 = distinct !{!435, !345, !"fused_computation_26_clone_add_316: argument 0:It4"}
!436 = !{!437}
!437 = distinct !{!437, !345, !"fused_computation_26_clone_add_316: argument 1:It4"}
!438 = !{!352, !435, !7}
!439 = !{!352, !437, !7}
!440 = !{!441}
!441 = distinct !{!441, !345, !"fused_computation_26_clone_add_316: argument 0:It5"}
!442 = !{!443}
!443 = distinct !{!443, !345, !"fused_computation_26_clone_add_316: argument 1:It5"}
!444 = !{!352, !441, !7}
!445 = !{!352, !443, !7}
!446 = !{!447}
!447 = distinct !{!447, !345, !"fused_computation_26_clone_add_316: argument 0:It6"}
!448 = !{!449}
!449 = distinct !{!449, !345, !"fused_computation_26_clone_add_316: argument 1:It6"}
!450 = !{!352, !447, !7}
!451 = !{!352, !449, !7}
!452 = !{!453}
!453 = distinct !{!453, !345, !"fused_computation_26_clone_add_316: argument 0:It7"}
!454 = !{!455}
!455 = distinct !{!455, !345, !"fused_computation_26_clone_add_316: argument 1:It7"}
!456 = !{!352, !453, !7}
!457 = !{!352, !455, !7}
!458 = distinct !{!458, !99}
!459 = !{!460}
!460 = distinct !{!460, !345, !"fused_computation_26_clone_add_316: argument 0:It1"}
!461 = !{!462}
!462 = distinct !{!462, !345, !"fused_computation_26_clone_add_316: argument 1:It1"}
!463 = !{!462, !464}
!464 = distinct !{!464, !465}
!465 = distinct !{!465, !"LVerDomain"}
!466 = !{!352, !460, !7}
!467 = !{!460, !468}
!468 = distinct !{!468, !465}
!469 = !{!352, !462, !7}
!470 = !{!7, !471}
!471 = distinct !{!471, !465}
!472 = !{!28, !29, !464, !468}
!473 = !{!474}
!474 = distinct !{!474, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It1"}
!475 = !{!476}
!476 = distinct !{!476, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It1"}
!477 = !{!476, !464}
!478 = !{!352, !474, !7}
!479 = !{!474, !468}
!480 = !{!352, !476, !7}
!481 = !{!482}
!482 = distinct !{!482, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It2"}
!483 = !{!484}
!484 = distinct !{!484, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It2"}
!485 = !{!484, !464}
!486 = !{!352, !482, !7}
!487 = !{!482, !468}
!488 = !{!352, !484, !7}
!489 = !{!490}
!490 = distinct !{!490, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It3"}
!491 = !{!492}
!492 = distinct !{!492, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It3"}
!493 = !{!492, !464}
!494 = !{!352, !490, !7}
!495 = !{!490, !468}
!496 = !{!352, !492, !7}
!497 = !{!498}
!498 = distinct !{!498, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It4"}
!499 = !{!500}
!500 = distinct !{!500, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It4"}
!501 = !{!500, !464}
!502 = !{!352, !498, !7}
!503 = !{!498, !468}
!504 = !{!352, !500, !7}
!505 = !{!506}
!506 = distinct !{!506, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It5"}
!507 = !{!508}
!508 = distinct !{!508, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It5"}
!509 = !{!508, !464}
!510 = !{!352, !506, !7}
!511 = !{!506, !468}
!512 = !{!352, !508, !7}
!513 = !{!514}
!514 = distinct !{!514, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It6"}
!515 = !{!516}
!516 = distinct !{!516, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It6"}
!517 = !{!516, !464}
!518 = !{!352, !514, !7}
!519 = !{!514, !468}
!520 = !{!352, !516, !7}
!521 = !{!522}
!522 = distinct !{!522, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It7"}
!523 = !{!524}
!524 = distinct !{!524, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It7"}
!525 = !{!524, !464}
!526 = !{!352, !522, !7}
!527 = !{!522, !468}
!528 = !{!352, !524, !7}
!529 = !{!530}
!530 = distinct !{!530, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It1"}
!531 = !{!532}
!532 = distinct !{!532, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It1"}
!533 = !{!352, !530, !7}
!534 = !{!352, !532, !7}
!535 = !{!536}
!536 = distinct !{!536, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It2"}
!537 = !{!538}
!538 = distinct !{!538, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It2"}
!539 = !{!352, !536, !7}
!540 = !{!352, !538, !7}
!541 = !{!542}
!542 = distinct !{!542, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It3"}
!543 = !{!544}
!544 = distinct !{!544, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It3"}
!545 = !{!352, !542, !7}
!546 = !{!352, !544, !7}
!547 = !{!548}
!548 = distinct !{!548, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It4"}
!549 = !{!550}
!550 = distinct !{!550, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It4"}
!551 = !{!352, !548, !7}
!552 = !{!352, !550, !7}
!553 = !{!554}
!554 = distinct !{!554, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It5"}
!555 = !{!556}
!556 = distinct !{!556, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It5"}
!557 = !{!352, !554, !7}
!558 = !{!352, !556, !7}
!559 = !{!560}
!560 = distinct !{!560, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It6"}
!561 = !{!562}
!562 = distinct !{!562, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It6"}
!563 = !{!352, !560, !7}
!564 = !{!352, !562, !7}
!565 = !{!566}
!566 = distinct !{!566, !345, !"fused_computation_26_clone_add_316: argument 0:It1:It7"}
!567 = !{!568}
!568 = distinct !{!568, !345, !"fused_computation_26_clone_add_316: argument 1:It1:It7"}
!569 = !{!352, !566, !7}
!570 = !{!352, !568, !7}
!571 = distinct !{!571, !99}
!572 = !{!573}
!573 = distinct !{!573, !345, !"fused_computation_26_clone_add_316: argument 0:It2"}
!574 = !{!575}
!575 = distinct !{!575, !345, !"fused_computation_26_clone_add_316: argument 1:It2"}
!576 = !{!575, !577}
!577 = distinct !{!577, !578}
!578 = distinct !{!578, !"LVerDomain"}
!579 = !{!352, !573, !7}
!580 = !{!573, !581}
!581 = distinct !{!581, !578}
!582 = !{!352, !575, !7}
!583 = !{!7, !584}
!584 = distinct !{!584, !578}
!585 = !{!28, !29, !577, !581}
!586 = !{!587}
!587 = distinct !{!587, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It1"}
!588 = !{!589}
!589 = distinct !{!589, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It1"}
!590 = !{!589, !577}
!591 = !{!352, !587, !7}
!592 = !{!587, !581}
!593 = !{!352, !589, !7}
!594 = !{!595}
!595 = distinct !{!595, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It2"}
!596 = !{!597}
!597 = distinct !{!597, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It2"}
!598 = !{!597, !577}
!599 = !{!352, !595, !7}
!600 = !{!595, !581}
!601 = !{!352, !597, !7}
!602 = !{!603}
!603 = distinct !{!603, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It3"}
!604 = !{!605}
!605 = distinct !{!605, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It3"}
!606 = !{!605, !577}
!607 = !{!352, !603, !7}
!608 = !{!603, !581}
!609 = !{!352, !605, !7}
!610 = !{!611}
!611 = distinct !{!611, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It4"}
!612 = !{!613}
!613 = distinct !{!613, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It4"}
!614 = !{!613, !577}
!615 = !{!352, !611, !7}
!616 = !{!611, !581}
!617 = !{!352, !613, !7}
!618 = !{!619}
!619 = distinct !{!619, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It5"}
!620 = !{!621}
!621 = distinct !{!621, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It5"}
!622 = !{!621, !577}
!623 = !{!352, !619, !7}
!624 = !{!619, !581}
!625 = !{!352, !621, !7}
!626 = !{!627}
!627 = distinct !{!627, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It6"}
!628 = !{!629}
!629 = distinct !{!629, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It6"}
!630 = !{!629, !577}
!631 = !{!352, !627, !7}
!632 = !{!627, !581}
!633 = !{!352, !629, !7}
!634 = !{!635}
!635 = distinct !{!635, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It7"}
!636 = !{!637}
!637 = distinct !{!637, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It7"}
!638 = !{!637, !577}
!639 = !{!352, !635, !7}
!640 = !{!635, !581}
!641 = !{!352, !637, !7}
!642 = !{!643}
!643 = distinct !{!643, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It1"}
!644 = !{!645}
!645 = distinct !{!645, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It1"}
!646 = !{!352, !643, !7}
!647 = !{!352, !645, !7}
!648 = !{!649}
!649 = distinct !{!649, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It2"}
!650 = !{!651}
!651 = distinct !{!651, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It2"}
!652 = !{!352, !649, !7}
!653 = !{!352, !651, !7}
!654 = !{!655}
!655 = distinct !{!655, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It3"}
!656 = !{!657}
!657 = distinct !{!657, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It3"}
!658 = !{!352, !655, !7}
!659 = !{!352, !657, !7}
!660 = !{!661}
!661 = distinct !{!661, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It4"}
!662 = !{!663}
!663 = distinct !{!663, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It4"}
!664 = !{!352, !661, !7}
!665 = !{!352, !663, !7}
!666 = !{!667}
!667 = distinct !{!667, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It5"}
!668 = !{!669}
!669 = distinct !{!669, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It5"}
!670 = !{!352, !667, !7}
!671 = !{!352, !669, !7}
!672 = !{!673}
!673 = distinct !{!673, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It6"}
!674 = !{!675}
!675 = distinct !{!675, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It6"}
!676 = !{!352, !673, !7}
!677 = !{!352, !675, !7}
!678 = !{!679}
!679 = distinct !{!679, !345, !"fused_computation_26_clone_add_316: argument 0:It2:It7"}
!680 = !{!681}
!681 = distinct !{!681, !345, !"fused_computation_26_clone_add_316: argument 1:It2:It7"}
!682 = !{!352, !679, !7}
!683 = !{!352, !681, !7}
!684 = distinct !{!684, !99}
!685 = !{!686}
!686 = distinct !{!686, !345, !"fused_computation_26_clone_add_316: argument 0:It3"}
!687 = !{!688}
!688 = distinct !{!688, !345, !"fused_computation_26_clone_add_316: argument 1:It3"}
!689 = !{!688, !690}
!690 = distinct !{!690, !691}
!691 = distinct !{!691, !"LVerDomain"}
!692 = !{!352, !686, !7}
!693 = !{!686, !694}
!694 = distinct !{!694, !691}
!695 = !{!352, !688, !7}
!696 = !{!7, !697}
!697 = distinct !{!697, !691}
!698 = !{!28, !29, !690, !694}
!699 = !{!700}
!700 = distinct !{!700, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It1"}
!701 = !{!702}
!702 = distinct !{!702, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It1"}
!703 = !{!702, !690}
!704 = !{!352, !700, !7}
!705 = !{!700, !694}
!706 = !{!352, !702, !7}
!707 = !{!708}
!708 = distinct !{!708, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It2"}
!709 = !{!710}
!710 = distinct !{!710, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It2"}
!711 = !{!710, !690}
!712 = !{!352, !708, !7}
!713 = !{!708, !694}
!714 = !{!352, !710, !7}
!715 = !{!716}
!716 = distinct !{!716, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It3"}
!717 = !{!718}
!718 = distinct !{!718, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It3"}
!719 = !{!718, !690}
!720 = !{!352, !716, !7}
!721 = !{!716, !694}
!722 = !{!352, !718, !7}
!723 = !{!724}
!724 = distinct !{!724, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It4"}
!725 = !{!726}
!726 = distinct !{!726, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It4"}
!727 = !{!726, !690}
!728 = !{!352, !724, !7}
!729 = !{!724, !694}
!730 = !{!352, !726, !7}
!731 = !{!732}
!732 = distinct !{!732, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It5"}
!733 = !{!734}
!734 = distinct !{!734, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It5"}
!735 = !{!734, !690}
!736 = !{!352, !732, !7}
!737 = !{!732, !694}
!738 = !{!352, !734, !7}
!739 = !{!740}
!740 = distinct !{!740, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It6"}
!741 = !{!742}
!742 = distinct !{!742, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It6"}
!743 = !{!742, !690}
!744 = !{!352, !740, !7}
!745 = !{!740, !694}
!746 = !{!352, !742, !7}
!747 = !{!748}
!748 = distinct !{!748, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It7"}
!749 = !{!750}
!750 = distinct !{!750, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It7"}
!751 = !{!750, !690}
!752 = !{!352, !748, !7}
!753 = !{!748, !694}
!754 = !{!352, !750, !7}
!755 = !{!756}
!756 = distinct !{!756, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It1"}
!757 = !{!758}
!758 = distinct !{!758, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It1"}
!759 = !{!352, !756, !7}
!760 = !{!352, !758, !7}
!761 = !{!762}
!762 = distinct !{!762, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It2"}
!763 = !{!764}
!764 = distinct !{!764, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It2"}
!765 = !{!352, !762, !7}
!766 = !{!352, !764, !7}
!767 = !{!768}
!768 = distinct !{!768, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It3"}
!769 = !{!770}
!770 = distinct !{!770, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It3"}
!771 = !{!352, !768, !7}
!772 = !{!352, !770, !7}
!773 = !{!774}
!774 = distinct !{!774, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It4"}
!775 = !{!776}
!776 = distinct !{!776, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It4"}
!777 = !{!352, !774, !7}
!778 = !{!352, !776, !7}
!779 = !{!780}
!780 = distinct !{!780, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It5"}
!781 = !{!782}
!782 = distinct !{!782, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It5"}
!783 = !{!352, !780, !7}
!784 = !{!352, !782, !7}
!785 = !{!786}
!786 = distinct !{!786, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It6"}
!787 = !{!788}
!788 = distinct !{!788, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It6"}
!789 = !{!352, !786, !7}
!790 = !{!352, !788, !7}
!791 = !{!792}
!792 = distinct !{!792, !345, !"fused_computation_26_clone_add_316: argument 0:It3:It7"}
!793 = !{!794}
!794 = distinct !{!794, !345, !"fused_computation_26_clone_add_316: argument 1:It3:It7"}
!795 = !{!352, !792, !7}
!796 = !{!352, !794, !7}
!797 = distinct !{!797, !99}
